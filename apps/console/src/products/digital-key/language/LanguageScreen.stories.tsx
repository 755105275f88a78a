import type { Meta, StoryObj } from "@storybook/react-vite";
import { consoleStory, ISOLATED_STORY } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import { languageListStories } from "../../../stories/languageListStories";
import KeyLanguageScreen from "./LanguageScreen";

const LANGUAGES = "*/api/cms/v3/:propertyId/onekey/language/index";

const meta = {
  title: "Console/Digital key/Languages",
  component: KeyLanguageScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/onekey/language",
      user: "admin@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof KeyLanguageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const languages = languageListStories({
  url: LANGUAGES,
  failureMessage: "Digital key unavailable",
});

/** Hotel Sacher Wien's key app in German, English, Italian and French; no edit (the contract has no update). */
export const Default: Story = languages.Default;

export const Empty: Story = languages.Empty;

export const Loading: Story = { ...languages.Loading, tags: ["no-visual"] };

export const Failure: Story = languages.Failure;

/** The front desk of Hotel Sacher Wien: its role holds no onekey.language.get. */
export const NoPermission: Story = languages.NoPermission;

/**
 * Spanish, by keyboard: the code refuses to stay empty and to have three letters; "ES" is taken and saved lower
 * case, and the server names a known language itself.
 */
export const AddSpanish: Story = languages.AddSpanish;

export const Dark: Story = languages.Dark;

export const RightToLeft: Story = languages.RightToLeft;
