/**
 * Saves text as a file via a temporary <a download>: works in every browser without a library.
 * The object URL is revoked a moment later, as Safari still reads it after the click returns.
 */
export const downloadText = (fileName: string, text: string, type = 'text/csv;charset=utf-8'): void => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
