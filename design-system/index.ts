// The design system's public list. Import from here; files inside are free to move.

// tokens, themes, styles
export { styled, css, globalCss, keyframes, theme } from './stitches.config';
export type { CSS } from './stitches.config';
export { redTheme, darkTheme, pinnedFontTheme, themeNames, defaultThemeName, themeClasses } from './themes';
export type { ThemeName, ThemeClass } from './themes';
export type { SemanticColors, SemanticColorName } from './tokens/semantic';
export { globalStyles, appPageStyles } from './styles/global';
export { focusRing, visuallyHidden } from './styles/focus';
export {
  themeStorageKey,
  readThemePreference,
  writeThemePreference,
  isThemeName,
  nextTheme,
  browserStorage,
} from './theme-preference';
export type { ThemeStorage } from './theme-preference';

// pure helpers
export { filterDecimal, filterInteger, checkChineseName, clampStepperValue, commitStepperText } from './lib/input-filters';
export type { IntegerFilterOptions, NameCheckOptions, StepperBounds } from './lib/input-filters';
export { badgeCountText } from './lib/badge-count';
export { formatCountdown } from './lib/countdown';
export type { CountdownFormat } from './lib/countdown';
export { pageItems } from './lib/pagination';
export type { PageItem } from './lib/pagination';
export { presetRange, matchingPreset, validateDateRange, toIsoDate, dateRangePresetLabels } from './lib/date-range';
export type { DateRangeValue, DateRangePreset, IsoDate } from './lib/date-range';
export { encodeQr, QrCapacityError } from './lib/qr';
export type { QrCode, QrOptions, ErrorCorrectionLevel } from './lib/qr';
export { toast, showToast, dismissToast, clearToasts, defaultToastDuration } from './lib/toast-store';
export type { ToastTone, ToastOptions } from './lib/toast-store';
export type { ForceState } from './lib/force-state';
export { isChunkLoadError, onChunkRetry, retryChunks } from './lib/chunk-error';

// components
export { ThemeProvider, useTheme } from './components/ThemeProvider';
export type { ThemeProviderProps } from './components/ThemeProvider';
export { ThemeSwitch } from './components/ThemeSwitch';
export { Icon, iconNames } from './components/Icon';
export type { IconName, IconProps } from './components/Icon';
export { Button } from './components/Button';
export type { ButtonProps } from './components/Button';
export { IconButton } from './components/IconButton';
export type { IconButtonProps } from './components/IconButton';
export { Input } from './components/Input';
export type { InputProps } from './components/Input';
export { PasswordInput } from './components/PasswordInput';
export type { PasswordInputProps } from './components/PasswordInput';
export { AmountInput } from './components/AmountInput';
export type { AmountInputProps } from './components/AmountInput';
export { IntegerInput } from './components/IntegerInput';
export type { IntegerInputProps } from './components/IntegerInput';
export { Stepper } from './components/Stepper';
export type { StepperProps } from './components/Stepper';
export { Select } from './components/Select';
export type { SelectProps, SelectOption } from './components/Select';
export { Checkbox } from './components/Checkbox';
export type { CheckboxProps } from './components/Checkbox';
export { RadioGroup } from './components/RadioGroup';
export type { RadioGroupProps, RadioOption } from './components/RadioGroup';
export { Switch } from './components/Switch';
export type { SwitchProps } from './components/Switch';
export { Tabs } from './components/Tabs';
export type { TabsProps, TabItem } from './components/Tabs';
export { Modal } from './components/Modal';
export type { ModalProps, ModalWidth } from './components/Modal';
export { ConfirmDialog } from './components/ConfirmDialog';
export type { ConfirmDialogProps } from './components/ConfirmDialog';
export { Toast } from './components/Toast';
export type { ToastProps } from './components/Toast';
export { Toaster } from './components/Toaster';
export { Notification } from './components/Notification';
export type { NotificationProps } from './components/Notification';
export { GameTile } from './components/GameTile';
export type { GameTileProps } from './components/GameTile';
export { Badge } from './components/Badge';
export type { BadgeProps } from './components/Badge';
export { ChatBubble } from './components/ChatBubble';
export type { ChatBubbleProps } from './components/ChatBubble';
export { ContactItem } from './components/ContactItem';
export type { ContactItemProps } from './components/ContactItem';
export { RedPacketCard } from './components/RedPacketCard';
export type { RedPacketCardProps, RedPacketCardState } from './components/RedPacketCard';
export { RedPacketOpening } from './components/RedPacketOpening';
export type { RedPacketOpeningProps, RedPacketOpeningStatus } from './components/RedPacketOpening';
export { MemberPicker } from './components/MemberPicker';
export type { MemberPickerProps, PickerMember } from './components/MemberPicker';
export { SystemTip } from './components/SystemTip';
export type { SystemTipProps } from './components/SystemTip';
export { AvatarGrid } from './components/AvatarGrid';
export type { AvatarGridProps, AvatarGridItem } from './components/AvatarGrid';
export { Tag } from './components/Tag';
export type { TagProps } from './components/Tag';
export { Tooltip } from './components/Tooltip';
export type { TooltipProps } from './components/Tooltip';
export { DropdownMenu } from './components/DropdownMenu';
export type { DropdownMenuProps, MenuEntry } from './components/DropdownMenu';
export { Table } from './components/Table';
export type { TableProps, TableColumn } from './components/Table';
export { Pagination } from './components/Pagination';
export type { PaginationProps } from './components/Pagination';
export { ErrorBoundary } from './components/ErrorBoundary';
export type { ErrorBoundaryProps } from './components/ErrorBoundary';
export { Spinner } from './components/Spinner';
export type { SpinnerProps } from './components/Spinner';
export { NoticeList } from './components/NoticeList';
export type { NoticeListProps, NoticeItem } from './components/NoticeList';
export { Empty } from './components/Empty';
export type { EmptyProps } from './components/Empty';
export { ErrorPanel } from './components/ErrorPanel';
export type { ErrorPanelProps } from './components/ErrorPanel';
export { Countdown } from './components/Countdown';
export type { CountdownProps, CountdownState } from './components/Countdown';
export { NumberBall } from './components/NumberBall';
export type { NumberBallProps } from './components/NumberBall';
export { Chip } from './components/Chip';
export type { ChipProps } from './components/Chip';
export { ChipGroup } from './components/ChipGroup';
export type { ChipGroupProps, ChipOption } from './components/ChipGroup';
export { CopyButton, copyText } from './components/CopyButton';
export type { CopyButtonProps } from './components/CopyButton';
export { QRCode } from './components/QRCode';
export type { QRCodeProps } from './components/QRCode';
export { UploadButton } from './components/UploadButton';
export type { UploadButtonProps } from './components/UploadButton';
export { FilePicker, refuseUnless } from './components/FilePicker';
export type { FilePickerProps, FileRefusal } from './components/FilePicker';
export { DateRangePicker } from './components/DateRangePicker';
export type { DateRangePickerProps } from './components/DateRangePicker';
export { VirtualList } from './components/VirtualList';
export type { VirtualListProps } from './components/VirtualList';
export { Portal } from './components/Portal';
export { FloatingWindow } from './components/FloatingWindow';
export type { FloatingWindowProps, FloatingWindowMode, FloatingWindowBounds, FloatingWindowLink } from './components/FloatingWindow';
export { ChannelGrid, channelGlyphs, isChannelGlyph } from './components/ChannelGrid';
export type { ChannelGridProps, ChannelItem, ChannelGlyph } from './components/ChannelGrid';
export { TextLink, textLink } from './components/TextLink';
export { DetailList } from './components/DetailList';
export type { DetailListProps, DetailRow } from './components/DetailList';
