/** A page's title block: the page's one h1, and an optional line under it. */
interface PageHeadingProps {
  title: string;
  text?: string | undefined;
}

export function PageHeading({ title, text }: PageHeadingProps) {
  return (
    <div className="mx-auto max-w-7xl px-3 py-8 sm:px-4">
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">{title}</h1>
      {text ? <p className="mt-2 text-fg-muted">{text}</p> : null}
    </div>
  );
}
