// Campaigns live in a folder inside the saves folder: next to the games they name, moved and backed
// up with them, and never mistaken for a save (the save list reads only *.json files).
import * as path from 'node:path';

export function campaignsDirOf(savesDir: string): string {
  return path.join(savesDir, 'campaigns');
}
