export { freePort } from '#scripts/local/throwaway-settings';

/** Resolves true once nothing accepts connections on the port any more. */
export async function portIsClosed(port: number): Promise<boolean> {
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}
