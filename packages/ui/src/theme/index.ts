export { vars } from './contract.css';
export { lightTheme, darkTheme, schemeTheme } from './themes.css';
export { baseTokens } from './tokens';
export { media } from './media';
export { themeCanvas } from './canvas.css';
import './global.css';
