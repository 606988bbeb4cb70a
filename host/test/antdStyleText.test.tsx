import { render } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';

// antd's runtime writes each component type's CSS variables into a <style> element. Patched in
// patches/@rc-component__util@*.patch: as text, not innerHTML (an HTML parse per element, in the commit).
describe("antd's CSS variables", () => {
  it('are written into style elements as text, never through innerHTML', () => {
    const innerHTML = jest.spyOn(Element.prototype, 'innerHTML', 'set');
    render(
      <ConfigProvider theme={{ zeroRuntime: true, hashed: false }}>
        <Button>Save</Button>
      </ConfigProvider>,
    );
    const variables = [...document.head.querySelectorAll('style')].filter((style) => style.textContent?.includes('--ant-'));
    expect(variables.length).toBeGreaterThan(0);
    expect(innerHTML).not.toHaveBeenCalled();
  });
});
