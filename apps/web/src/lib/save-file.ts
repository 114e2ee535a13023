/** Hands a file to the browser's download under a given name, through a temporary object URL. */
export function saveFile(data: Blob, name: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads text as a UTF-8 .txt (or any name given). */
export function saveText(text: string, name: string): void {
  saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), name);
}
