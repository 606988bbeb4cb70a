import { Flex } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { LanguageSwitcher } from '../layout/LanguageSwitcher';
import { prefetchShellFilesWhenIdle } from '../shellFiles/prefetchShellFiles';

/** A page for a signed-out visitor: the language switcher at the top, the page centred below it. */
export function PublicPageFrame({ children }: { children: ReactNode }) {
  useEffect(prefetchShellFilesWhenIdle, []);
  return (
    <Flex vertical style={{ minHeight: '100vh' }}>
      <Flex component="header" justify="flex-end" style={{ padding: 8 }}>
        <LanguageSwitcher />
      </Flex>
      <Flex component="main" vertical align="center" justify="center" style={{ flex: 1, padding: 16, paddingTop: 0 }}>
        {children}
      </Flex>
    </Flex>
  );
}
