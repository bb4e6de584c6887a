import { DownFill } from 'antd-mobile-icons';
// The kit's own stylesheet: this bar is antd-mobile's Dropdown header, drawn before the kit's code has loaded.
import 'antd-mobile/es/components/dropdown/dropdown.css';

export type ShopFilterKey = 'grade' | 'term';

export interface ShopFilterItem {
  key: ShopFilterKey;
  title: string;
  highlight: boolean;
}

/**
 * The phone shop's 年级 / 学期 bar as antd-mobile's Dropdown draws it (same markup and stylesheet), shown until the
 * Dropdown itself (with react-spring and use-gesture for its panel) has loaded; a tap here opens that panel then.
 */
export function MobileShopFiltersBar({
  items,
  className,
  onOpen,
}: {
  items: ShopFilterItem[];
  className?: string;
  onOpen: (key: ShopFilterKey) => void;
}) {
  return (
    <div className={className ? `adm-dropdown ${className}` : 'adm-dropdown'}>
      <div className="adm-dropdown-nav">
        {items.map((item) => (
          <div
            key={item.key}
            className={item.highlight ? 'adm-dropdown-item adm-dropdown-item-highlight' : 'adm-dropdown-item'}
            onClick={() => onOpen(item.key)}
          >
            <div className="adm-dropdown-item-title">
              <span className="adm-dropdown-item-title-text">{item.title}</span>
              <span className="adm-dropdown-item-title-arrow">
                <DownFill />
              </span>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
