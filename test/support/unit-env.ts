// Unit tests run in the same `npm test` as the local stack, whose global setup writes its
// settings into the main process's environment, which every test worker inherits. Settings that
// change what a handler does (its origin check, where its metrics go) are the stack's, not the
// unit tests': a unit test that wants one sets it itself.
for (const name of ['ORIGIN_VERIFY_SECRET', 'LOCAL_METRICS_FILE']) delete process.env[name];
