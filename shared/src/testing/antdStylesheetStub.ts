/** What `import hrefs from 'antd/dist/antd.css'` gives in jest: the parts' addresses (the host's build emits the files). */
export default ['/antd-1.test.css', '/antd-2.test.css'];
