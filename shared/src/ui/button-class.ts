/**
 * Button looks shared by <button>s and router links styled as buttons (and the server's first
 * screens). Every size keeps the 44 px minimum touch target of phone-first design.
 */
export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'ghost-danger' | 'whatsapp' | 'danger';
export type ButtonSize = 'md' | 'icon';

// Icons keep their size ([&_svg]:shrink-0): squeezed, a flex item would shrink a lone icon to nothing.
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl text-sm font-semibold whitespace-nowrap [&_svg]:shrink-0 ' +
  'transition-colors select-none disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-fg shadow-sm hover:bg-primary-hover',
  outline: 'border border-border bg-surface text-fg hover:bg-surface-muted',
  ghost: 'text-fg hover:bg-surface-muted',
  // A destructive action among others in a row (Delete beside Search again): red words, no fill.
  'ghost-danger': 'text-danger hover:bg-danger/10',
  // The messaging app's own green (white on #15803d is 5:1), so its button is recognised at a glance.
  whatsapp: 'bg-green-700 text-white shadow-sm hover:bg-green-800',
  // Confirms a destructive action; dark text in dark mode, where the danger red is light.
  danger: 'bg-danger text-white shadow-sm hover:bg-danger/90 dark:text-stone-950',
};

const sizes: Record<ButtonSize, string> = {
  md: 'px-4',
  icon: 'min-w-11 p-0',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
