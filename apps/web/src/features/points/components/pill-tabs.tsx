/** The mall's tabs (categories, statuses, ledger filters): pills that scroll sideways on phones. */
export function PillTabs<K extends string>({
  items,
  active,
  onChange,
  label,
}: {
  items: { key: K; label: string }[];
  active: K;
  onChange: (key: K) => void;
  label: string;
}) {
  return (
    <div className="yz-tabs" role="tablist" aria-label={label}>
      {items.map((t) => (
        <button
          key={t.key}
          type="button"
          role="tab"
          aria-selected={t.key === active}
          className={`yz-tab${t.key === active ? ' is-active' : ''}`}
          onClick={() => onChange(t.key)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
