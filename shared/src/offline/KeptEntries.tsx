import { Alert, Button, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../i18n/instance';
import type { OfflineEntry } from './offlineStore';
import { refusalWords } from './refusalWords';
import type { KeptEntriesState } from './useKeptEntries';

interface KeptEntriesProps<Input> {
  kept: KeptEntriesState<Input>;
  /** A refused entry back in the wizard, prefilled, for its author to correct. */
  onOpen: (entry: OfflineEntry<Input>) => void;
  /** The entry as the review showed it, in short. */
  describe?: (input: Input) => ReactNode;
}

/**
 * The entries kept on this device for the signed-in user (issue 42 point 2): waiting to send, or refused by the
 * server on arrival with its reason in the user's words and a way to correct them. Nothing when there are none.
 */
export function KeptEntries<Input>({ kept, onOpen, describe }: KeptEntriesProps<Input>) {
  const { t, i18n } = useTranslation(COMMON_NAMESPACE);
  if (!kept.available || kept.entries.length === 0) return null;
  const waiting = kept.entries.filter((entry) => entry.status === 'waiting').length;
  return (
    <Alert
      type={waiting === kept.entries.length ? 'info' : 'warning'}
      data-testid="kept-entries"
      title={t('offline.keptTitle', { count: kept.entries.length })}
      description={
        <Flex vertical gap="small">
          <Flex vertical gap="small" role="list">
            {kept.entries.map((entry) => (
              <Flex
                key={entry.key}
                role="listitem"
                justify="space-between"
                align="start"
                gap="small"
                data-testid={`kept-entry-${entry.status}`}
              >
                <Flex vertical gap={2}>
                  <span>
                    <Tag color={entry.status === 'refused' ? 'error' : 'processing'}>
                      {entry.status === 'refused' ? t('offline.refused') : t('offline.waiting')}
                    </Tag>
                    {new Date(entry.createdAt).toLocaleString(i18n.language)}
                  </span>
                  {describe ? <span>{describe(entry.input)}</span> : null}
                  {entry.refusal ? (
                    <Typography.Text type="danger">{refusalWords(entry.refusal, t('error.unknown'))}</Typography.Text>
                  ) : null}
                </Flex>
                <Button size="small" onClick={() => onOpen(entry)}>
                  {entry.status === 'refused' ? t('offline.correct') : t('offline.open')}
                </Button>
              </Flex>
            ))}
          </Flex>
          {waiting > 0 ? (
            <Button onClick={() => void kept.sendNow()} loading={kept.sending} style={{ alignSelf: 'start' }}>
              {t('offline.sendNow')}
            </Button>
          ) : null}
        </Flex>
      }
    />
  );
}
