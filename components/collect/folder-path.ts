/** The public page of a collect folder. */
export function collectFolderPath(folderId: number, page = 1): string {
  return page > 1 ? `/collectFolder/${folderId}/${page}` : `/collectFolder/${folderId}`;
}
