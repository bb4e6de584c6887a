// Its own module so back-to-top.tsx can load the icon (and @ant-design/icons' core) only when it shows.
export { VerticalAlignTopOutlined } from '@ant-design/icons';
