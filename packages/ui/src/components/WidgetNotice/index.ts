export * from './WidgetNotice';
