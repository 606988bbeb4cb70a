import { theme } from 'antd';
import { tagTextRules } from './tagTextColours';

/**
 * What antd's tokens cannot say (WCAG 2.2 AA, found by axe): a link inside running text is underlined, as
 * its colour alone is not 3:1 from the text around it in the dark theme; the password field's eye icon gets
 * a 24 px target; the calendar's today and the days of the next or previous month, an empty table's
 * "No data" and a coloured tag's text stay readable (antd dims them below 4.5:1).
 */
export function AccessibleStyles() {
  const { token } = theme.useToken();
  return (
    <style>{`
      .ant-typography a:not(.ant-btn), .ant-alert a:not(.ant-btn) { text-decoration: underline; }
      .ant-input-password-icon { min-width: 24px; min-height: 24px; display: inline-flex; align-items: center; justify-content: center; }
      .ant-picker-calendar-date-today .ant-picker-calendar-date-value { color: ${token.colorText}; font-weight: 600; }
      .ant-picker-calendar .ant-picker-cell:not(.ant-picker-cell-in-view) .ant-picker-calendar-date-value { color: ${token.colorTextDescription}; }
      .ant-table-placeholder .ant-table-expanded-row-fixed, .ant-table-placeholder .ant-empty-description { color: ${token.colorTextDescription}; }
      ${tagTextRules(token)}
    `}</style>
  );
}
