/**
 * Font files are public (players on any site load them) but their addresses must not be guessable
 * (issue 13 §6): they are named by the random folder the upload was stored under
 * (`fonts/<uuid>/regular`), never by the row id.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The public id of a font row: the uuid of its storage folder. */
export const fontPublicId = (row: { regularKey: string }) => row.regularKey.split('/')[1] ?? '';

/** The storage key of the regular file a public id names, or `null` for anything not a uuid. */
export const regularKeyOf = (publicId: string) => (UUID.test(publicId) ? `fonts/${publicId}/regular` : null);
