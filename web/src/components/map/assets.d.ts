/** Vite's `?url` import: the file is emitted as an asset and the import is its public URL. */
declare module '*?url' {
  const url: string;
  export default url;
}
