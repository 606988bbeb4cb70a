import { fireEvent, screen } from '@testing-library/react';
import { i18n } from '@waste/shared';
import { DatePicker } from 'antd';
import { AppConfigProvider } from '../src/settings/AppConfigProvider';
import { renderHost } from './renderHost';

describe('date pickers in the interface language', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it.each([
    ['si', 'ඉ', 'ස'],
    ['ta', 'ஞா', 'தி'],
  ])("%s: the calendar's day names are %s, %s, …", async (language, sunday, monday) => {
    await renderHost(
      <AppConfigProvider>
        <DatePicker open />
      </AppConfigProvider>,
    );
    await i18n.changeLanguage(language);
    fireEvent.click(document.querySelector('.ant-picker input') as Element);
    const headers = Array.from(document.querySelectorAll('.ant-picker-content th')).map((cell) => cell.textContent);
    expect(headers).toHaveLength(7);
    expect(headers).toEqual(expect.arrayContaining([sunday, monday]));
    expect(screen.queryByText('Su')).not.toBeInTheDocument();
  });
});
