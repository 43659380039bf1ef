'use client';

import { App } from 'antd';
import type { ArgsProps as MessageArgs, JointContent, MessageInstance } from 'antd/es/message/interface';
import type { ArgsProps as NotificationArgs, NotificationInstance } from 'antd/es/notification/interface';
import { useMemo } from 'react';
import { QUIET_ICONS } from '@/components/providers/quiet-icons';

// The status icons come from QUIET_ICONS (components/providers/quiet-icons.tsx): no English names.
type MessageType = 'info' | 'success' | 'warning' | 'error' | 'loading';
type NotificationType = Exclude<MessageType, 'loading'>;

const isArgs = (content: JointContent): content is MessageArgs => typeof content === 'object' && content !== null && !Array.isArray(content) && 'content' in content;

function quietMessage(message: MessageInstance): MessageInstance {
  const typed =
    (type: MessageType): MessageInstance[MessageType] =>
    (content, duration, onClose) =>
      message[type](isArgs(content) ? { icon: QUIET_ICONS[type], ...content } : { content, icon: QUIET_ICONS[type] }, duration, onClose);
  return {
    ...message,
    open: (args: MessageArgs) => message.open({ icon: args.type ? QUIET_ICONS[args.type] : undefined, ...args }),
    info: typed('info'),
    success: typed('success'),
    warning: typed('warning'),
    error: typed('error'),
    loading: typed('loading'),
  };
}

function quietNotification(notification: NotificationInstance): NotificationInstance {
  const typed = (type: NotificationType) => (args: NotificationArgs) => notification[type]({ icon: QUIET_ICONS[type], ...args });
  const open = (args: NotificationArgs) => notification.open({ icon: args.type ? QUIET_ICONS[args.type] : undefined, ...args });
  return { ...notification, open, info: typed('info'), success: typed('success'), warning: typed('warning'), error: typed('error') };
}

/**
 * antd's message and notification (App.useApp(): the site's durations and placement, SPEC §9)
 * with status icons that say nothing in English to a screen reader (antd read "check-circle"
 * before every Chinese message). Every island's feedback
 * goes through this hook.
 */
export function useFeedback(): { message: MessageInstance; notification: NotificationInstance } {
  const { message, notification } = App.useApp();
  return useMemo(() => ({ message: quietMessage(message), notification: quietNotification(notification) }), [message, notification]);
}
