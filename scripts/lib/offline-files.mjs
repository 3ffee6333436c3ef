/** The build's own files the prerendered offline page loads (scripts, styles, fonts), relative to <distDir>/static. */
export function staticFilesOf(html) {
  const found = new Set();
  for (const [, file] of html.matchAll(/\/_next\/static\/([^"'\\\s)?]+)/g)) found.add(file);
  return [...found];
}
