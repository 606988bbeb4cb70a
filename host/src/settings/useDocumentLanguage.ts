import { useEffect } from 'react';

/** `<html lang>` follows the interface language so fonts, screen readers and hyphenation do too. */
export function useDocumentLanguage(language: string): void {
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
}
