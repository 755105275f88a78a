// Fonts ship with the package (fontsource files are bundled by Vite): no font is fetched from the network,
// which keeps screenshots stable and the console usable offline. Inter covers Latin, Cyrillic and Greek;
// Noto Sans Arabic covers Arabic (loaded only for Arabic text through unicode-range).
import "@fontsource-variable/inter";
import "@fontsource/noto-sans-arabic/400.css";
import "@fontsource/noto-sans-arabic/600.css";
// Until Inter has loaded, Latin text takes Inter's room in a metric-adjusted Arial (see the file).
import "./interFallback.css";
