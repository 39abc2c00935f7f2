import type { StreamSettings } from '@smuc/sdk';
import { useTranslation } from 'react-i18next';
import { TextInput, Toggle } from '../ui/fields';
import { useEditor, useEditorState } from './context';

/** Notification: the countdown box and the email subscribers get (001 §3, §5 check 6). */
export function NotificationSection() {
  const { t } = useTranslation();
  const { store } = useEditor();
  const d = useEditorState((s) => s.draft) as StreamSettings;
  const errorField = useEditorState((s) => s.error?.field);
  const { set } = store.getState();
  const f = (k: string) => t(`playerEditor.fields.${k}`);
  return (
    <div className="section-body">
      <Toggle
        id="countdown"
        label={f('countdown')}
        checked={d.show_countdown_box}
        onChange={(v) => set('show_countdown_box', v)}
      />
      <p className="muted">{f('notificationHint')}</p>
      <TextInput
        id="email-subject"
        label={f('emailSubject')}
        value={d.notification_email_subject}
        maxLength={255}
        error={errorField === 'notification_email_subject'}
        onChange={(v) => set('notification_email_subject', v || null)}
      />
      <TextInput
        id="email-text"
        label={f('emailText')}
        value={d.notification_email_text}
        maxLength={4096}
        multiline
        error={errorField === 'notification_email_subject'}
        onChange={(v) => set('notification_email_text', v || null)}
      />
    </div>
  );
}
