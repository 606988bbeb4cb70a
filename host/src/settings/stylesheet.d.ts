/** antd's stylesheet, emitted by the host's build in parts with hashed names (antdStylesheetLoader.cjs): their addresses, in order. */
declare module 'antd/dist/antd.css' {
  const hrefs: string[];
  export default hrefs;
}
