// The headers that let a mail client offer "unsubscribe" beside the sender (RFC 2369), done by a
// single POST of `List-Unsubscribe=One-Click` to the address (RFC 8058), which Gmail and Yahoo
// ask of senders. The address carries its token in the query, so the POST needs no page.

export const oneClickUnsubscribeHeaders = (oneClickUrl: string): Record<string, string> => ({
  'List-Unsubscribe': `<${oneClickUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
