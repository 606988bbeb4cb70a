/** antd's stylesheet, emitted by the host's build with a hashed name: its address. */
declare module 'antd/dist/antd.css' {
  const href: string;
  export default href;
}
