// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** The limits of each request body field, by `METHOD /path` under /api/v1. */
export const requestConstraints = {
  "POST /admin/local-authorities/{id}/waste": {
    "fromDate": {
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    },
    "pageSize": {
      "minimum": 1,
      "maximum": 1000
    },
    "pageStart": {
      "minimum": 0,
      "maximum": 9007199254740991
    },
    "toDate": {
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    }
  },
  "POST /admin/local-authorities/search": {
    "authorityIds": {
      "maxItems": 1000
    },
    "councilTypeIds": {
      "maxItems": 1000
    },
    "districtIds": {
      "maxItems": 1000
    },
    "name": {
      "maxLength": 200
    },
    "pageSize": {
      "minimum": 1,
      "maximum": 1000
    },
    "pageStart": {
      "minimum": 0,
      "maximum": 9007199254740991
    },
    "provinceIds": {
      "maxItems": 1000
    },
    "year": {
      "minimum": 2000,
      "maximum": 2100
    }
  },
  "POST /auth/authenticate": {
    "password": {
      "minLength": 1,
      "maxLength": 1024
    },
    "username": {
      "minLength": 1,
      "maxLength": 320
    }
  },
  "POST /auth/forgot-password": {
    "email": {
      "minLength": 1,
      "maxLength": 320
    }
  },
  "POST /auth/logout": {
    "refresh_token": {
      "minLength": 1,
      "maxLength": 512
    }
  },
  "POST /auth/reset-password": {
    "password": {
      "minLength": 8,
      "maxLength": 128
    },
    "token": {
      "minLength": 1,
      "maxLength": 200
    }
  },
  "POST /auth/signup": {
    "email": {
      "maxLength": 254,
      "format": "email"
    },
    "firstName": {
      "minLength": 1,
      "maxLength": 50
    },
    "lastName": {
      "minLength": 1,
      "maxLength": 50
    },
    "password": {
      "minLength": 8,
      "maxLength": 128
    },
    "phone": {
      "minLength": 7,
      "maxLength": 20,
      "pattern": "^[0-9 +-]+$"
    }
  },
  "POST /auth/verify-email": {
    "token": {
      "minLength": 1,
      "maxLength": 200
    }
  },
  "POST /calendar/events": {
    "description": {
      "maxLength": 1000
    },
    "end": {
      "format": "date-time"
    },
    "start": {
      "format": "date-time"
    },
    "title": {
      "minLength": 1,
      "maxLength": 120
    }
  },
  "POST /local-authority/insert/la-waste-data": {
    "budget": {
      "minimum": 0,
      "maximum": 10000000000000
    },
    "collectedQuantity": {
      "minimum": 0,
      "maximum": 1000000000
    },
    "description": {
      "maxLength": 2000
    },
    "destination": {
      "maxLength": 200
    },
    "discardedQuantity": {
      "minimum": 0,
      "maximum": 1000000000
    },
    "endDate": {
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    },
    "entryDate": {
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    },
    "productType": {
      "maxLength": 200
    },
    "recoveredQuantity": {
      "minimum": 0,
      "maximum": 1000000000
    },
    "recycledQuantityKg": {
      "minimum": 0,
      "maximum": 1000000000000
    },
    "rejectedQuantity": {
      "minimum": 0,
      "maximum": 1000000000
    },
    "startDate": {
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    }
  },
  "POST /local-authority/search-la": {
    "authorityIds": {
      "maxItems": 1000
    },
    "councilTypeIds": {
      "maxItems": 1000
    },
    "districtIds": {
      "maxItems": 1000
    },
    "name": {
      "maxLength": 200
    },
    "pageSize": {
      "minimum": 1,
      "maximum": 1000
    },
    "pageStart": {
      "minimum": 0,
      "maximum": 9007199254740991
    },
    "provinceIds": {
      "maxItems": 1000
    }
  },
  "POST /local-authority/search-waste": {
    "fromDate": {
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    },
    "pageSize": {
      "minimum": 1,
      "maximum": 1000
    },
    "pageStart": {
      "minimum": 0,
      "maximum": 9007199254740991
    },
    "toDate": {
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    }
  },
  "POST /loggers/export": {
    "actingLocalAuthorityId": {
      "minLength": 1,
      "maxLength": 40
    },
    "action": {
      "minLength": 1,
      "maxLength": 40
    },
    "entity": {
      "minLength": 1,
      "maxLength": 40
    },
    "fromDate": {
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    },
    "toDate": {
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    },
    "userId": {
      "format": "uuid"
    }
  },
  "POST /loggers/search": {
    "actingLocalAuthorityId": {
      "minLength": 1,
      "maxLength": 40
    },
    "action": {
      "minLength": 1,
      "maxLength": 40
    },
    "entity": {
      "minLength": 1,
      "maxLength": 40
    },
    "fromDate": {
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    },
    "pageSize": {
      "minimum": 1,
      "maximum": 1000
    },
    "pageStart": {
      "minimum": 0,
      "maximum": 9007199254740991
    },
    "toDate": {
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    },
    "userId": {
      "format": "uuid"
    }
  },
  "POST /master-data/districts": {
    "provinceIds": {
      "maxItems": 1000
    }
  },
  "POST /master-data/local-authorities": {
    "councilTypeIds": {
      "maxItems": 1000
    },
    "districtIds": {
      "maxItems": 1000
    }
  },
  "POST /recycler/search": {
    "districtIds": {
      "maxItems": 1000
    },
    "name": {
      "maxLength": 200
    },
    "pageSize": {
      "minimum": 1,
      "maximum": 1000
    },
    "pageStart": {
      "minimum": 0,
      "maximum": 9007199254740991
    },
    "provinceIds": {
      "maxItems": 1000
    }
  },
  "POST /users": {
    "email": {
      "maxLength": 254,
      "format": "email"
    },
    "firstName": {
      "minLength": 1,
      "maxLength": 50
    },
    "lastName": {
      "minLength": 1,
      "maxLength": 50
    },
    "localAuthorityId": {
      "pattern": "^LG-[0-9]{5}$"
    },
    "password": {
      "minLength": 8,
      "maxLength": 128
    },
    "phone": {
      "minLength": 7,
      "maxLength": 20,
      "pattern": "^[0-9 +-]+$"
    },
    "recyclerId": {
      "minLength": 1,
      "maxLength": 40
    }
  },
  "POST /users/me/password": {
    "currentPassword": {
      "minLength": 1,
      "maxLength": 1024
    },
    "newPassword": {
      "minLength": 8,
      "maxLength": 128
    }
  },
  "POST /users/search": {
    "name": {
      "maxLength": 200
    },
    "pageSize": {
      "minimum": 1,
      "maximum": 1000
    },
    "pageStart": {
      "minimum": 0,
      "maximum": 9007199254740991
    }
  },
  "PUT /calendar/events/{id}": {
    "description": {
      "maxLength": 1000
    },
    "end": {
      "format": "date-time"
    },
    "start": {
      "format": "date-time"
    },
    "title": {
      "minLength": 1,
      "maxLength": 120
    }
  },
  "PUT /users/me/profile": {
    "bio": {
      "maxLength": 500
    },
    "currentPassword": {
      "minLength": 1,
      "maxLength": 1024
    },
    "email": {
      "maxLength": 254,
      "format": "email"
    },
    "firstName": {
      "minLength": 1,
      "maxLength": 50
    },
    "lastName": {
      "minLength": 1,
      "maxLength": 50
    },
    "phone": {
      "minLength": 7,
      "maxLength": 20,
      "pattern": "^[0-9 +-]+$"
    },
    "socialLinks.facebook": {
      "maxLength": 200,
      "pattern": "^(https?://[^\\s]+)?$"
    },
    "socialLinks.instagram": {
      "maxLength": 200,
      "pattern": "^(https?://[^\\s]+)?$"
    },
    "socialLinks.linkedin": {
      "maxLength": 200,
      "pattern": "^(https?://[^\\s]+)?$"
    },
    "socialLinks.x": {
      "maxLength": 200,
      "pattern": "^(https?://[^\\s]+)?$"
    }
  }
} as const;
