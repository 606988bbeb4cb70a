/** What `import href from 'antd/dist/antd.css'` gives in jest: an address (the host's build emits the file). */
export default '/antd.test.css';
