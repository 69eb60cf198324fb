// A TINYforming Mars view for development and tests of the screen: seat 0 to act in generation 3.
// Generated once from a real game (seed "sample-7", basic bots), then frozen here as plain data.
import type { TinyView } from '../../shared/tiny/view';

export const sampleTinyView: TinyView = {
  "system": "tiny",
  "viewer": 0,
  "map": "tharsis",
  "intense": false,
  "solo": false,
  "generation": 3,
  "generationLimit": null,
  "phase": "action",
  "startSeat": 0,
  "activeSeat": 0,
  "hexes": [
    {
      "id": 1,
      "row": 0,
      "col": 0,
      "water": false,
      "bonus": "production",
      "icon": null,
      "content": null
    },
    {
      "id": 2,
      "row": 0,
      "col": 1,
      "water": false,
      "bonus": null,
      "icon": null,
      "content": null
    },
    {
      "id": 3,
      "row": 0,
      "col": 2,
      "water": true,
      "bonus": null,
      "icon": "science",
      "content": null
    },
    {
      "id": 4,
      "row": 1,
      "col": 0,
      "water": false,
      "bonus": null,
      "icon": null,
      "content": null
    },
    {
      "id": 5,
      "row": 1,
      "col": 1,
      "water": false,
      "bonus": null,
      "icon": null,
      "content": null
    },
    {
      "id": 6,
      "row": 1,
      "col": 2,
      "water": false,
      "bonus": null,
      "icon": null,
      "content": null
    },
    {
      "id": 7,
      "row": 1,
      "col": 3,
      "water": false,
      "bonus": null,
      "icon": null,
      "content": null
    },
    {
      "id": 8,
      "row": 2,
      "col": 0,
      "water": false,
      "bonus": "nature",
      "icon": null,
      "content": null
    },
    {
      "id": 9,
      "row": 2,
      "col": 1,
      "water": true,
      "bonus": null,
      "icon": "nature",
      "content": {
        "kind": "water"
      }
    },
    {
      "id": 10,
      "row": 2,
      "col": 2,
      "water": true,
      "bonus": null,
      "icon": "production",
      "content": null
    },
    {
      "id": 11,
      "row": 2,
      "col": 3,
      "water": false,
      "bonus": null,
      "icon": null,
      "content": {
        "kind": "city",
        "owner": 0
      }
    },
    {
      "id": 12,
      "row": 2,
      "col": 4,
      "water": false,
      "bonus": "nature",
      "icon": null,
      "content": null
    },
    {
      "id": 13,
      "row": 3,
      "col": 0,
      "water": false,
      "bonus": null,
      "icon": null,
      "content": null
    },
    {
      "id": 14,
      "row": 3,
      "col": 1,
      "water": false,
      "bonus": null,
      "icon": null,
      "content": {
        "kind": "city",
        "owner": 1
      }
    },
    {
      "id": 15,
      "row": 3,
      "col": 2,
      "water": true,
      "bonus": null,
      "icon": "nature",
      "content": null
    },
    {
      "id": 16,
      "row": 3,
      "col": 3,
      "water": true,
      "bonus": null,
      "icon": null,
      "content": null
    },
    {
      "id": 17,
      "row": 4,
      "col": 0,
      "water": false,
      "bonus": "production",
      "icon": null,
      "content": null
    },
    {
      "id": 18,
      "row": 4,
      "col": 1,
      "water": false,
      "bonus": null,
      "icon": null,
      "content": null
    },
    {
      "id": 19,
      "row": 4,
      "col": 2,
      "water": false,
      "bonus": "space",
      "icon": null,
      "content": null
    }
  ],
  "supply": {
    "credits": 2,
    "heat": 9,
    "greenery": 7,
    "water": 3,
    "tokens": {
      "nature": 1,
      "production": 1,
      "science": 1
    }
  },
  "bonusCubes": null,
  "players": [
    {
      "seat": 0,
      "name": "Ada",
      "color": "red",
      "cube": "white",
      "kind": "human",
      "credits": 4,
      "heat": 1,
      "tokens": {
        "nature": 0,
        "production": 0,
        "science": 0
      },
      "tags": {
        "energy": 0,
        "production": 1,
        "nature": 3,
        "science": 0,
        "space": 2
      },
      "cities": [
        11
      ],
      "passed": false,
      "usedStandard": false
    },
    {
      "seat": 1,
      "name": "Bot Bo",
      "color": "blue",
      "cube": "black",
      "kind": "bot",
      "credits": 4,
      "heat": 1,
      "tokens": {
        "nature": 1,
        "production": 0,
        "science": 0
      },
      "tags": {
        "energy": 2,
        "production": 1,
        "nature": 0,
        "science": 1,
        "space": 2
      },
      "cities": [
        14
      ],
      "passed": false,
      "usedStandard": false
    }
  ],
  "table": [
    {
      "project": {
        "id": "subterranean-reservoir",
        "name": "Subterranean Reservoir",
        "colour": "water",
        "cost": 3,
        "costReducible": true,
        "requires": {
          "nature": 1,
          "science": 1
        },
        "parameter": "",
        "text": "Place a water. Costs 1 less for each nature tag beyond the first (at least 1).",
        "tags": [
          "energy",
          "energy"
        ]
      },
      "facing": 1,
      "used": false,
      "credit": false,
      "available": true,
      "reason": "",
      "costNow": 3
    },
    {
      "project": {
        "id": "insects",
        "name": "Insects",
        "colour": "greenery",
        "cost": 2,
        "costReducible": false,
        "requires": {
          "nature": 1,
          "science": 2
        },
        "parameter": "6* heat in play",
        "text": "Place a greenery. Needs 2 fewer heat in play for each science tag you have beyond the first.",
        "tags": [
          "production",
          "space"
        ],
        "note": "Older sources require 1 nature and 1 science."
      },
      "facing": 0,
      "used": false,
      "credit": false,
      "available": false,
      "reason": "Insects: needs 6 heat cubes in play, there are 2",
      "costNow": 2
    },
    {
      "project": {
        "id": "nuclear-power",
        "name": "Nuclear Power",
        "colour": "heat",
        "cost": 3,
        "costReducible": true,
        "requires": {
          "production": 1,
          "science": 1
        },
        "parameter": "",
        "text": "Gain a heat cube. Costs 1 less for each energy tag you have (at least 1).",
        "tags": [
          "nature",
          "space"
        ]
      },
      "facing": 0,
      "used": false,
      "credit": false,
      "available": false,
      "reason": "Nuclear Power: needs 1 production, 1 science (your tags: 1 production, 2 nature, 1 space; tokens can stand in for nature, production, science)",
      "costNow": 3
    },
    {
      "project": {
        "id": "trees",
        "name": "Trees",
        "colour": "greenery",
        "cost": 2,
        "costReducible": false,
        "requires": {
          "nature": 1,
          "science": 1
        },
        "parameter": "5 heat in play",
        "text": "Place a greenery next to at least two other greeneries.",
        "tags": [
          "space",
          "space"
        ]
      },
      "facing": 1,
      "used": false,
      "credit": false,
      "available": false,
      "reason": "Trees: needs 5 heat cubes in play, there are 2",
      "costNow": 2
    },
    {
      "project": {
        "id": "water-from-europa",
        "name": "Water from Europa",
        "colour": "water",
        "cost": 3,
        "costReducible": true,
        "requires": {
          "energy": 1,
          "space": 1
        },
        "parameter": "",
        "text": "Place a water. Costs 1 less for each space tag you have beyond the first.",
        "tags": [
          "nature",
          "nature"
        ],
        "note": "An older source gives production, nature as its tags."
      },
      "facing": 0,
      "used": false,
      "credit": false,
      "available": false,
      "reason": "Water from Europa: needs 1 energy, 1 space (your tags: 1 production, 1 nature, 2 space; tokens can stand in for nature, production, science)",
      "costNow": 2
    },
    {
      "project": {
        "id": "lava-flows",
        "name": "Lava Flows",
        "colour": "heat",
        "cost": 2,
        "costReducible": false,
        "requires": {
          "energy": 2,
          "nature": 1
        },
        "parameter": "",
        "text": "Put a heat cube on a vacant land hex of Mars.",
        "tags": [
          "production",
          "science"
        ]
      },
      "facing": 1,
      "used": false,
      "credit": false,
      "available": true,
      "reason": "",
      "costNow": 2
    }
  ],
  "dummyCities": [],
  "deckCount": 4,
  "standardProjects": [
    {
      "id": "sellPatent",
      "name": "Sell Patent",
      "cost": 0,
      "requires": {},
      "text": "Gain 1 credit from the supply."
    },
    {
      "id": "foundCity",
      "name": "Found City",
      "cost": 2,
      "requires": {
        "production": 1,
        "space": 1
      },
      "text": "Place a city, or move one of yours (2 at most, never next to another city)."
    },
    {
      "id": "importWater",
      "name": "Import Water",
      "cost": 3,
      "requires": {
        "science": 1,
        "space": 1
      },
      "text": "Place a water on a vacant water hex."
    },
    {
      "id": "greenhouses",
      "name": "Greenhouses",
      "cost": 3,
      "requires": {
        "production": 1,
        "nature": 2
      },
      "text": "Place a greenery on a vacant land hex."
    },
    {
      "id": "energyFarms",
      "name": "Energy Farms",
      "cost": 3,
      "requires": {
        "energy": 1,
        "science": 1
      },
      "text": "Gain a heat cube."
    }
  ],
  "prompt": {
    "kind": "action",
    "seat": 0,
    "title": "Carry out a project, a standard project, or pass",
    "projects": [],
    "standard": [
      {
        "project": "sellPatent",
        "name": "Sell Patent",
        "cost": 0,
        "spends": {}
      },
      {
        "project": "foundCity",
        "name": "Found City",
        "cost": 2,
        "spends": {}
      },
      {
        "project": "greenhouses",
        "name": "Greenhouses",
        "cost": 3,
        "spends": {}
      }
    ]
  },
  "waitingFor": [
    0
  ],
  "log": [
    "Bot Bo passes.",
    "Bot Bo collects 2 credit(s).",
    "Ada collects 1 credit(s).",
    "Generation 3 begins.",
    "Ada draws Subterranean Reservoir / Insects.",
    "Ada turns Insects toward themself.",
    "Bot Bo draws Nuclear Power / Trees.",
    "Bot Bo turns Trees toward themself.",
    "Ada draws Water from Europa / Lava Flows.",
    "Ada turns Water from Europa toward themself."
  ],
  "finished": false,
  "scores": null,
  "winners": [],
  "soloWon": null
};

