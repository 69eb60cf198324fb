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
  "value": 3,
  "max": 8,
  "labels": [
   0,
   1,
   2,
   3,
   4,
   5,
   6,
   7,
   8
  ],
  "bonuses": {
   "3": "roll 1 green",
   "6": "raise temperature"
  }
 },
 "temperature": {
  "value": 6,
  "max": 8,
  "labels": [
   -32,
   -28,
   -24,
   -20,
   -16,
   -12,
   -8,
   -4,
   0
  ],
  "bonuses": {
   "2": "+1 heat",
   "4": "+1 water",
   "8": "place ocean"
  }
 },
 "oceans": {
  "placed": 5,
  "max": 7
 },
 "pool": {
  "green": 7,
  "blue": 10,
  "grey": 4,
  "red": 10,
  "yellow": 8
 },
 "areas": [
  {
   "id": "a0",
   "row": 0,
   "col": 0,
   "kind": "land",
   "bonus": "roll 1 grey",
   "tile": {
    "kind": "city",
    "owner": 2
   }
  },
  {
   "id": "a1",
   "row": 0,
   "col": 1,
   "kind": "land",
   "bonus": "draw 1",
   "tile": {
    "kind": "greenery",
    "owner": 0
   }
  },
  {
   "id": "a2",
   "row": 0,
   "col": 2,
   "kind": "ocean",
   "bonus": "roll 1 blue",
   "tile": {
    "kind": "ocean",
    "owner": 0
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
   "bonus": "roll 1 green",
   "tile": {
    "kind": "greenery",
    "owner": 2
   }
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
    "owner": 0
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
   "bonus": "+1 wild",
   "tile": {
    "kind": "city",
    "owner": 1
   }
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
   "bonus": "",
   "tile": {
    "kind": "ocean",
    "owner": 2
   }
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
   "bonus": "draw 1",
   "tile": {
    "kind": "ocean",
    "owner": 0
   }
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
   "bonus": "roll 1 blue",
   "tile": {
    "kind": "ocean",
    "owner": 0
   }
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
   "special": "Space Elevator",
   "tile": {
    "kind": "special",
    "owner": 1
   }
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
   "vp": 14,
   "wild": 0,
   "dice": [
    {
     "colour": "red",
     "face": "event"
    },
    {
     "colour": "green",
     "face": "plant"
    },
    {
     "colour": "green",
     "face": "plant"
    },
    {
     "colour": "blue",
     "face": "energy"
    },
    {
     "colour": "grey",
     "face": "titanium"
    }
   ],
   "handCount": 8,
   "hand": [
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
    },
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
     "used": false
    },
    {
     "id": "R09",
     "name": "Aquifer Pumping",
     "kind": "red",
     "cost": [
      "water",
      "energy",
      "steel"
     ],
     "text": "Place an ocean.",
     "endVp": 0,
     "ours": true
    },
    {
     "id": "B04",
     "name": "Rover Construction",
     "kind": "blue",
     "cost": [
      "steel",
      "steel",
      "titanium"
     ],
     "text": "Whenever anyone places a city tile, gain 2 credits.",
     "endVp": 0,
     "ours": true
    },
    {
     "id": "B19",
     "name": "Geologist Team",
     "kind": "blue",
     "cost": [
      "steel",
      "heat"
     ],
     "text": "Whenever you raise the temperature, gain 1 heat.",
     "endVp": 0,
     "ours": true
    },
    {
     "id": "R03",
     "name": "Imported Nitrogen",
     "kind": "red",
     "cost": [
      "event",
      "credit",
      "water"
     ],
     "text": "Roll 4 green dice.",
     "endVp": 0,
     "ours": true
    },
    {
     "id": "G05",
     "name": "Trade Office",
     "kind": "green",
     "cost": [
      "credit",
      "credit",
      "science"
     ],
     "text": "Production: 1 yellow die.",
     "endVp": 0,
     "ours": true
    }
   ],
   "played": [
    {
     "id": "R22",
     "name": "Mangrove",
     "kind": "red",
     "cost": [
      "plant",
      "water",
      "water",
      "animal"
     ],
     "text": "Requires -12 °C. Place a greenery tile. Gain 1 VP.",
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
    },
    {
     "id": "X08",
     "name": "Scholar",
     "kind": "bonus",
     "cost": [],
     "text": "Draw 3 cards and turn up to 1 die to another face.",
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
    "plant": 1,
    "animal": 1,
    "water": 2,
    "energy": 2,
    "steel": 1
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
   "vp": 11,
   "wild": 1,
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
     "colour": "yellow",
     "face": "credit"
    },
    {
     "colour": "grey",
     "face": "titanium"
    }
   ],
   "handCount": 1,
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
     "id": "B16",
     "name": "Space Elevator",
     "kind": "blue",
     "cost": [
      "titanium",
      "titanium",
      "steel",
      "city"
     ],
     "text": "Place the Space Elevator tile on its area. Support action: pay 1 steel to gain 2 credits.",
     "endVp": 0,
     "ours": true,
     "used": true
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
    },
    {
     "id": "R24",
     "name": "Windfall",
     "kind": "red",
     "cost": [
      "earth",
      "event"
     ],
     "text": "Gain 3 wild tokens.",
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
    "steel": 2,
    "titanium": 3,
    "city": 1,
    "heat": 3,
    "event": 2,
    "nuclear": 1,
    "earth": 1
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
   "vp": 18,
   "wild": 0,
   "dice": [
    {
     "colour": "yellow",
     "face": "science"
    },
    {
     "colour": "yellow",
     "face": "earth"
    },
    {
     "colour": "yellow",
     "face": "credit"
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
     "colour": "green",
     "face": "microbe"
    },
    {
     "colour": "green",
     "face": "plant"
    },
    {
     "colour": "grey",
     "face": "steel"
    },
    {
     "colour": "blue",
     "face": "oxygen"
    }
   ],
   "handCount": 5,
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
     "id": "R05",
     "name": "Lobbying",
     "kind": "red",
     "cost": [
      "event",
      "credit"
     ],
     "text": "Gain 2 wild tokens and 1 VP.",
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
    },
    {
     "id": "X02",
     "name": "Delivery",
     "kind": "bonus",
     "cost": [],
     "text": "Gain 2 wild tokens and draw 1 card.",
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
    "energy": 2,
    "oxygen": 1,
    "steel": 1,
    "city": 1,
    "heat": 1,
    "event": 1,
    "credit": 4,
    "science": 2,
    "earth": 1
   }
  }
 ],
 "deckCount": 49,
 "discardCount": 1,
 "bonusCardsLeft": 1,
 "prompt": {
  "kind": "choice",
  "seat": 0,
  "step": "main",
  "title": "Main action",
  "choices": [
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
  "Ada plays Water Pumps.",
  "Turn 40: Bo.",
  "Bo rolls a grey die: titanium.",
  "Bo: Build a city.",
  "Bo places a city on c0 (+3 VP).",
  "Bo gains 1 wild token.",
  "Turn 41: Cy.",
  "Cy rolls a blue die: oxygen.",
  "Cy: Place an ocean.",
  "Cy places a ocean on d1 (+2 VP).",
  "Turn 42: Ada.",
  "Ada rolls a grey die: titanium."
 ],
 "lastRoll": {
  "seat": 0,
  "dice": [
   {
    "colour": "grey",
    "face": "titanium"
   }
  ],
  "seq": 55
 },
 "lastTurnsLeft": null,
 "finished": false,
 "scores": null,
 "winner": null,
 "soloResult": null
};

