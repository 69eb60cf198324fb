// A realistic Dice Game view for developing the screen without a host (generated once from a seeded
// game with basic bots, then frozen here). Card texts are our own wording.
import type { DiceView } from '../../shared/dice/view';

export const sampleDiceView: DiceView = {
 "system": "dice",
 "viewer": 0,
 "solo": false,
 "turn": 42,
 "round": 14,
 "current": 0,
 "firstPlayer": 1,
 "oxygen": {
  "value": 2,
  "max": 10,
  "labels": [
   0,
   1,
   2,
   3,
   4,
   5,
   6,
   7,
   8,
   9,
   10
  ],
  "bonuses": {
   "4": "roll 1 green",
   "8": "raise temperature"
  }
 },
 "temperature": {
  "value": 6,
  "max": 10,
  "labels": [
   -32,
   -28,
   -24,
   -20,
   -16,
   -12,
   -8,
   -4,
   0,
   4,
   8
  ],
  "bonuses": {
   "2": "+1 heat",
   "4": "+1 water",
   "8": "place ocean"
  }
 },
 "oceans": {
  "placed": 2,
  "max": 7
 },
 "pool": {
  "green": 4,
  "blue": 2,
  "grey": 1,
  "red": 0,
  "yellow": 4
 },
 "areas": [
  {
   "id": "a0",
   "row": 0,
   "col": 0,
   "kind": "land",
   "bonus": "roll 1 grey"
  },
  {
   "id": "a1",
   "row": 0,
   "col": 1,
   "kind": "land",
   "bonus": "draw 1"
  },
  {
   "id": "a2",
   "row": 0,
   "col": 2,
   "kind": "ocean",
   "bonus": "roll 1 blue",
   "tile": {
    "kind": "ocean",
    "owner": 2
   }
  },
  {
   "id": "a3",
   "row": 0,
   "col": 3,
   "kind": "land",
   "bonus": "+1 VP"
  },
  {
   "id": "b0",
   "row": 1,
   "col": 0,
   "kind": "land",
   "bonus": "roll 1 green"
  },
  {
   "id": "b1",
   "row": 1,
   "col": 1,
   "kind": "land",
   "bonus": "",
   "special": "Lava Flows"
  },
  {
   "id": "b2",
   "row": 1,
   "col": 2,
   "kind": "ocean",
   "bonus": ""
  },
  {
   "id": "b3",
   "row": 1,
   "col": 3,
   "kind": "ocean",
   "bonus": "draw 1",
   "tile": {
    "kind": "ocean",
    "owner": 2
   }
  },
  {
   "id": "b4",
   "row": 1,
   "col": 4,
   "kind": "land",
   "bonus": "roll 2 grey"
  },
  {
   "id": "c0",
   "row": 2,
   "col": 0,
   "kind": "land",
   "bonus": "+1 wild"
  },
  {
   "id": "c1",
   "row": 2,
   "col": 1,
   "kind": "land",
   "bonus": ""
  },
  {
   "id": "c2",
   "row": 2,
   "col": 2,
   "kind": "land",
   "bonus": "roll 1 green"
  },
  {
   "id": "c3",
   "row": 2,
   "col": 3,
   "kind": "ocean",
   "bonus": ""
  },
  {
   "id": "c4",
   "row": 2,
   "col": 4,
   "kind": "land",
   "bonus": ""
  },
  {
   "id": "c5",
   "row": 2,
   "col": 5,
   "kind": "land",
   "bonus": "roll 1 red"
  },
  {
   "id": "d0",
   "row": 3,
   "col": 0,
   "kind": "land",
   "bonus": "+1 VP"
  },
  {
   "id": "d1",
   "row": 3,
   "col": 1,
   "kind": "ocean",
   "bonus": ""
  },
  {
   "id": "d2",
   "row": 3,
   "col": 2,
   "kind": "land",
   "bonus": "roll 2 green"
  },
  {
   "id": "d3",
   "row": 3,
   "col": 3,
   "kind": "ocean",
   "bonus": "draw 1"
  },
  {
   "id": "d4",
   "row": 3,
   "col": 4,
   "kind": "land",
   "bonus": "roll 1 yellow"
  },
  {
   "id": "d5",
   "row": 3,
   "col": 5,
   "kind": "land",
   "bonus": ""
  },
  {
   "id": "d6",
   "row": 3,
   "col": 6,
   "kind": "land",
   "bonus": "",
   "special": "Natural Preserve"
  },
  {
   "id": "e0",
   "row": 4,
   "col": 0,
   "kind": "land",
   "bonus": "roll 2 red"
  },
  {
   "id": "e1",
   "row": 4,
   "col": 1,
   "kind": "land",
   "bonus": ""
  },
  {
   "id": "e2",
   "row": 4,
   "col": 2,
   "kind": "ocean",
   "bonus": "roll 1 blue"
  },
  {
   "id": "e3",
   "row": 4,
   "col": 3,
   "kind": "land",
   "bonus": ""
  },
  {
   "id": "e4",
   "row": 4,
   "col": 4,
   "kind": "land",
   "bonus": "roll 1 green"
  },
  {
   "id": "e5",
   "row": 4,
   "col": 5,
   "kind": "ocean",
   "bonus": "+1 wild"
  },
  {
   "id": "f0",
   "row": 5,
   "col": 0,
   "kind": "land",
   "bonus": ""
  },
  {
   "id": "f1",
   "row": 5,
   "col": 1,
   "kind": "ocean",
   "bonus": "draw 2"
  },
  {
   "id": "f2",
   "row": 5,
   "col": 2,
   "kind": "ocean",
   "bonus": ""
  },
  {
   "id": "f3",
   "row": 5,
   "col": 3,
   "kind": "land",
   "bonus": "",
   "special": "Space Elevator"
  },
  {
   "id": "f4",
   "row": 5,
   "col": 4,
   "kind": "land",
   "bonus": "+1 VP"
  },
  {
   "id": "g0",
   "row": 6,
   "col": 0,
   "kind": "land",
   "bonus": "roll 2 yellow"
  },
  {
   "id": "g1",
   "row": 6,
   "col": 1,
   "kind": "land",
   "bonus": ""
  },
  {
   "id": "g2",
   "row": 6,
   "col": 2,
   "kind": "land",
   "bonus": "roll 1 grey"
  },
  {
   "id": "g3",
   "row": 6,
   "col": 3,
   "kind": "land",
   "bonus": "roll 1 green"
  }
 ],
 "milestones": [
  {
   "id": "M6",
   "name": "Engineer",
   "text": "Have 3 blue cards in play.",
   "claimedBy": null,
   "removed": false
  },
  {
   "id": "M1",
   "name": "Gardener",
   "text": "Place 3 greenery tiles.",
   "claimedBy": null,
   "removed": false
  },
  {
   "id": "M8",
   "name": "Diversifier",
   "text": "Produce dice of 3 different colours.",
   "claimedBy": 1,
   "removed": false
  }
 ],
 "awards": [
  {
   "colour": "green",
   "face": "plant"
  },
  {
   "colour": "red",
   "face": "event"
  },
  {
   "colour": "grey",
   "face": "titanium"
  }
 ],
 "players": [
  {
   "seat": 0,
   "name": "Ada",
   "color": "red",
   "kind": "human",
   "corporation": {
    "id": "C5",
    "name": "Verdant Combine",
    "kind": "corporation",
    "cost": [],
    "text": "Start with 2 wild tokens and 1 plant. Production: 2 green and 1 blue die.",
    "endVp": 0,
    "ours": true
   },
   "vp": 7,
   "wild": 0,
   "dice": [
    {
     "colour": "green",
     "face": "microbe"
    },
    {
     "colour": "green",
     "face": "microbe"
    },
    {
     "colour": "blue",
     "face": "water"
    },
    {
     "colour": "green",
     "face": "plant"
    },
    {
     "colour": "yellow",
     "face": "earth"
    },
    {
     "colour": "red",
     "face": "event"
    },
    {
     "colour": "red",
     "face": "event"
    },
    {
     "colour": "red",
     "face": "event"
    },
    {
     "colour": "grey",
     "face": "city"
    },
    {
     "colour": "yellow",
     "face": "earth"
    },
    {
     "colour": "blue",
     "face": "water"
    },
    {
     "colour": "blue",
     "face": "energy"
    },
    {
     "colour": "red",
     "face": "event"
    },
    {
     "colour": "red",
     "face": "heat"
    },
    {
     "colour": "red",
     "face": "event"
    },
    {
     "colour": "red",
     "face": "event"
    },
    {
     "colour": "green",
     "face": "microbe"
    },
    {
     "colour": "green",
     "face": "plant"
    },
    {
     "colour": "red",
     "face": "event"
    },
    {
     "colour": "grey",
     "face": "steel"
    },
    {
     "colour": "blue",
     "face": "water"
    }
   ],
   "handCount": 3,
   "hand": [
    {
     "id": "B03",
     "name": "Eco Architects",
     "kind": "blue",
     "cost": [
      "plant",
      "steel",
      "science"
     ],
     "text": "Whenever anyone places a greenery tile, roll 1 green die.",
     "endVp": 0,
     "ours": true
    },
    {
     "id": "B07",
     "name": "Water Pumps",
     "kind": "blue",
     "cost": [
      "energy",
      "energy",
      "steel"
     ],
     "text": "Main action: pay 1 energy and 1 water to place an ocean.",
     "endVp": 0,
     "ours": true,
     "used": false
    },
    {
     "id": "R14",
     "name": "Nuclear Detonation",
     "kind": "red",
     "cost": [
      "nuclear",
      "nuclear"
     ],
     "text": "Raise the temperature 2 steps. Each opponent loses 1 resource.",
     "endVp": 0,
     "ours": true
    }
   ],
   "played": [
    {
     "id": "B10",
     "name": "Heat Exchangers",
     "kind": "blue",
     "cost": [
      "heat",
      "energy",
      "steel"
     ],
     "text": "Main action: pay 2 heat to raise the temperature 1 step.",
     "endVp": 0,
     "ours": true,
     "used": true
    },
    {
     "id": "R29",
     "name": "Market Boom",
     "kind": "red",
     "cost": [
      "credit",
      "credit",
      "event"
     ],
     "text": "Roll 2 dice of the colour you produce most. Gain 1 VP.",
     "endVp": 0,
     "ours": true
    }
   ],
   "bonusCards": [
    {
     "id": "X11",
     "name": "Heater",
     "kind": "bonus",
     "cost": [],
     "text": "Raise the temperature 1 step.",
     "endVp": 0,
     "ours": true
    }
   ],
   "production": {
    "green": 2,
    "blue": 1,
    "grey": 0,
    "red": 0,
    "yellow": 0
   },
   "milestones": [],
   "symbols": {
    "energy": 1,
    "steel": 1,
    "heat": 1,
    "event": 1,
    "credit": 2
   }
  },
  {
   "seat": 1,
   "name": "Bo",
   "color": "green",
   "kind": "bot",
   "corporation": {
    "id": "C8",
    "name": "Meridian Exchange",
    "kind": "corporation",
    "cost": [],
    "text": "Start with 3 wild tokens and 1 credit. Production: 2 yellow dice. Keep 1 more die on production turns.",
    "endVp": 0,
    "ours": true
   },
   "vp": 10,
   "wild": 0,
   "dice": [
    {
     "colour": "grey",
     "face": "steel"
    },
    {
     "colour": "grey",
     "face": "steel"
    },
    {
     "colour": "grey",
     "face": "steel"
    },
    {
     "colour": "grey",
     "face": "steel"
    },
    {
     "colour": "blue",
     "face": "water"
    },
    {
     "colour": "green",
     "face": "microbe"
    },
    {
     "colour": "green",
     "face": "microbe"
    },
    {
     "colour": "red",
     "face": "nuclear"
    },
    {
     "colour": "red",
     "face": "event"
    },
    {
     "colour": "grey",
     "face": "steel"
    },
    {
     "colour": "grey",
     "face": "titanium"
    },
    {
     "colour": "red",
     "face": "event"
    },
    {
     "colour": "yellow",
     "face": "science"
    },
    {
     "colour": "yellow",
     "face": "science"
    },
    {
     "colour": "yellow",
     "face": "credit"
    }
   ],
   "handCount": 2,
   "played": [
    {
     "id": "G04",
     "name": "Geothermal Plant",
     "kind": "green",
     "cost": [
      "heat",
      "heat",
      "steel"
     ],
     "text": "Production: 1 red die.",
     "endVp": 0,
     "ours": true
    },
    {
     "id": "R20",
     "name": "Big Asteroid",
     "kind": "red",
     "cost": [
      "nuclear",
      "titanium",
      "event"
     ],
     "text": "Raise the temperature 2 steps. Roll 2 grey dice.",
     "endVp": 0,
     "ours": true
    },
    {
     "id": "G11",
     "name": "Biomass Combustors",
     "kind": "green",
     "cost": [
      "plant",
      "microbe",
      "heat",
      "energy"
     ],
     "text": "Production: 1 red and 1 green die.",
     "endVp": 0,
     "ours": true
    }
   ],
   "bonusCards": [
    {
     "id": "X04",
     "name": "Surveyor",
     "kind": "bonus",
     "cost": [],
     "text": "Roll 3 dice of one colour of your choice.",
     "endVp": 0,
     "ours": true
    }
   ],
   "production": {
    "green": 1,
    "blue": 0,
    "grey": 0,
    "red": 2,
    "yellow": 2
   },
   "milestones": [
    "Diversifier"
   ],
   "symbols": {
    "plant": 1,
    "microbe": 1,
    "energy": 1,
    "steel": 1,
    "titanium": 1,
    "heat": 3,
    "event": 1,
    "nuclear": 1
   }
  },
  {
   "seat": 2,
   "name": "Cy",
   "color": "blue",
   "kind": "bot",
   "corporation": {
    "id": "C2",
    "name": "Teractor",
    "kind": "corporation",
    "cost": [],
    "text": "Start with 4 wild tokens and 1 credit. Production: 1 red and 1 yellow die.",
    "endVp": 0,
    "ours": false
   },
   "vp": 9,
   "wild": 0,
   "dice": [
    {
     "colour": "red",
     "face": "nuclear"
    },
    {
     "colour": "yellow",
     "face": "science"
    },
    {
     "colour": "yellow",
     "face": "science"
    },
    {
     "colour": "green",
     "face": "plant"
    },
    {
     "colour": "grey",
     "face": "titanium"
    },
    {
     "colour": "grey",
     "face": "steel"
    },
    {
     "colour": "grey",
     "face": "steel"
    },
    {
     "colour": "blue",
     "face": "oxygen"
    },
    {
     "colour": "blue",
     "face": "oxygen"
    },
    {
     "colour": "blue",
     "face": "oxygen"
    },
    {
     "colour": "blue",
     "face": "water"
    },
    {
     "colour": "blue",
     "face": "water"
    },
    {
     "colour": "yellow",
     "face": "credit"
    }
   ],
   "handCount": 2,
   "played": [
    {
     "id": "G15",
     "name": "Sponsored Academy",
     "kind": "green",
     "cost": [
      "science",
      "science",
      "steel"
     ],
     "text": "Production: 1 yellow die and 1 wild token.",
     "endVp": 0,
     "ours": true
    },
    {
     "id": "G16",
     "name": "Reputation",
     "kind": "green",
     "cost": [
      "credit",
      "credit",
      "earth"
     ],
     "text": "Production: 1 yellow die and 1 VP.",
     "endVp": 0,
     "ours": true
    },
    {
     "id": "R21",
     "name": "Atmosphere Seeding",
     "kind": "red",
     "cost": [
      "oxygen",
      "water",
      "plant"
     ],
     "text": "Raise oxygen 1 step. Gain 1 plant.",
     "endVp": 0,
     "ours": true
    },
    {
     "id": "G20",
     "name": "Heat Trappers",
     "kind": "green",
     "cost": [
      "heat",
      "energy",
      "energy"
     ],
     "text": "Production: 1 red die and 1 heat.",
     "endVp": 0,
     "ours": true
    },
    {
     "id": "R28",
     "name": "Strip Mine",
     "kind": "red",
     "cost": [
      "steel",
      "steel",
      "energy",
      "energy"
     ],
     "text": "Raise oxygen 1 step. Roll 1 grey die.",
     "endVp": 0,
     "ours": true
    },
    {
     "id": "B22",
     "name": "Urban Developers",
     "kind": "blue",
     "cost": [
      "city",
      "credit"
     ],
     "text": "Whenever you place a city tile, gain 1 VP and 1 wild token.",
     "endVp": 0,
     "ours": true
    }
   ],
   "bonusCards": [
    {
     "id": "X06",
     "name": "Hydrologist",
     "kind": "bonus",
     "cost": [],
     "text": "Place an ocean.",
     "endVp": 0,
     "ours": true
    }
   ],
   "production": {
    "green": 0,
    "blue": 0,
    "grey": 0,
    "red": 2,
    "yellow": 3
   },
   "milestones": [],
   "symbols": {
    "plant": 1,
    "water": 1,
    "energy": 4,
    "oxygen": 1,
    "steel": 3,
    "city": 1,
    "heat": 1,
    "credit": 3,
    "science": 2,
    "earth": 1
   }
  }
 ],
 "deckCount": 59,
 "discardCount": 0,
 "bonusCardsLeft": 3,
 "prompt": {
  "kind": "choice",
  "seat": 0,
  "step": "main",
  "title": "Main action",
  "choices": [
   {
    "group": "Standard",
    "label": "Place an ocean: water + water + water",
    "move": {
     "type": "standard",
     "project": "ocean"
    }
   },
   {
    "group": "Support",
    "label": "Take a second support action",
    "move": {
     "type": "secondSupport"
    }
   }
  ]
 },
 "waitingFor": [
  0
 ],
 "log": [
  "Cy rolls grey: city.",
  "Turn 39: Ada.",
  "Ada rolls a red die: event.",
  "Ada rolls a grey die: steel.",
  "Turn 40: Bo.",
  "Bo rolls a yellow die: science.",
  "Bo rolls a yellow die: credit.",
  "Turn 41: Cy.",
  "Cy rolls a yellow die: credit.",
  "Cy plays Urban Developers.",
  "Turn 42: Ada.",
  "Ada rolls a blue die: water."
 ],
 "lastRoll": {
  "seat": 0,
  "dice": [
   {
    "colour": "blue",
    "face": "water"
   }
  ],
  "seq": 73
 },
 "lastTurnsLeft": null,
 "finished": false,
 "scores": null,
 "winner": null,
 "soloResult": null
};

