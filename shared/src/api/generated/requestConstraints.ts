// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** The limits of each request body field, by `METHOD /path` under /api/v1. */
export const requestConstraints = {
  "POST /admin/local-authorities/{id}/centres": {
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
  "POST /customs-log/search": {
    "fileName": {
      "maxLength": 255
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
  "POST /customs-log/view/search/{id}": {
    "hscode": {
      "maxLength": 8,
      "pattern": "^[0-9]*$"
    },
    "hsCode": {
      "maxLength": 8,
      "pattern": "^[0-9]*$"
    },
    "pageSize": {
      "minimum": 1,
      "maximum": 1000
    },
    "pageStart": {
      "minimum": 0,
      "maximum": 9007199254740991
    },
    "sector": {
      "maxLength": 40
    }
  },
  "POST /customs/download": {
    "hscode": {
      "maxLength": 8,
      "pattern": "^[0-9]*$"
    },
    "hsCode": {
      "maxLength": 8,
      "pattern": "^[0-9]*$"
    },
    "pageSize": {
      "minimum": 1,
      "maximum": 1000
    },
    "pageStart": {
      "minimum": 0,
      "maximum": 9007199254740991
    },
    "sector": {
      "maxLength": 40
    }
  },
  "POST /customs/search": {
    "hscode": {
      "maxLength": 8,
      "pattern": "^[0-9]*$"
    },
    "hsCode": {
      "maxLength": 8,
      "pattern": "^[0-9]*$"
    },
    "pageSize": {
      "minimum": 1,
      "maximum": 1000
    },
    "pageStart": {
      "minimum": 0,
      "maximum": 9007199254740991
    },
    "sector": {
      "maxLength": 40
    }
  },
  "POST /customs/sectorGenerationStatisticsGraphs": {
    "toYear": {
      "minimum": 1900,
      "maximum": 2200
    },
    "year": {
      "minimum": 1900,
      "maximum": 2200
    }
  },
  "POST /customs/statisticsGraphs": {
    "toYear": {
      "minimum": 1900,
      "maximum": 2200
    },
    "year": {
      "minimum": 1900,
      "maximum": 2200
    }
  },
  "POST /hscode/search": {
    "hsCode": {
      "maxLength": 100
    },
    "pageSize": {
      "minimum": 1,
      "maximum": 1000
    },
    "pageStart": {
      "minimum": 0,
      "maximum": 9007199254740991
    },
    "sectorId": {
      "maxLength": 40
    }
  },
  "POST /hscode/search-new": {
    "hsCode": {
      "maxLength": 100
    },
    "pageSize": {
      "minimum": 1,
      "maximum": 1000
    },
    "pageStart": {
      "minimum": 0,
      "maximum": 9007199254740991
    },
    "sector": {
      "maxLength": 40
    }
  },
  "POST /hscode/update": {
    "hsCodes": {
      "maxItems": 1000
    },
    "sectorId": {
      "minLength": 1,
      "maxLength": 40
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
  "POST /local-authority/send-request": {
    "changes": {
      "maxItems": 50
    },
    "description": {
      "minLength": 1,
      "maxLength": 5000
    },
    "header": {
      "minLength": 1,
      "maxLength": 200
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
  "POST /mfa/leakage-parameters": {
    "changes": {
      "maxItems": 50
    },
    "note": {
      "maxLength": 500
    }
  },
  "POST /mfa/search-mfa": {
    "id": {
      "maxLength": 20
    },
    "year": {
      "minimum": 2000,
      "maximum": 2100
    }
  },
  "POST /mfa/what-if": {
    "changes": {
      "maxItems": 50
    },
    "year": {
      "minimum": 2000,
      "maximum": 2100
    }
  },
  "POST /notifications/read": {
    "ids": {
      "maxItems": 200
    }
  },
  "POST /recycler/create-account": {
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
    "recyclerId": {
      "minLength": 1,
      "maxLength": 40,
      "pattern": "^[A-Za-z0-9-]+$"
    }
  },
  "POST /recycler/national-graph": {
    "fromYear": {
      "minimum": 2000,
      "maximum": 2100
    },
    "toYear": {
      "minimum": 2000,
      "maximum": 2100
    }
  },
  "POST /recycler/own-graph": {
    "fromYear": {
      "minimum": 2000,
      "maximum": 2100
    },
    "toYear": {
      "minimum": 2000,
      "maximum": 2100
    }
  },
  "POST /recycler/save-master-data": {
    "id": {
      "minLength": 1,
      "maxLength": 40
    },
    "name": {
      "minLength": 1,
      "maxLength": 100
    },
    "nameSi": {
      "maxLength": 100
    },
    "nameTa": {
      "maxLength": 100
    }
  },
  "POST /recycler/save-recycler": {
    "capacityTonnesPerMonth": {
      "minimum": 0,
      "maximum": 10000000
    },
    "districtId": {
      "minLength": 1,
      "maxLength": 10
    },
    "hotline": {
      "maxLength": 20,
      "pattern": "^(\\+94|0)[ -]?[0-9]{2}[ -]?[0-9]{3}[ -]?[0-9]{4}$"
    },
    "id": {
      "minLength": 1,
      "maxLength": 40,
      "pattern": "^[A-Za-z0-9-]+$"
    },
    "name": {
      "minLength": 1,
      "maxLength": 200
    },
    "plasticTypes": {
      "maxItems": 2
    },
    "primaryAddress": {
      "minLength": 1,
      "maxLength": 300
    },
    "registrationNumber": {
      "minLength": 1,
      "maxLength": 60
    }
  },
  "POST /recycler/save-recycler-waste-data": {
    "closingStockKg": {
      "minimum": 0,
      "maximum": 10000000000
    },
    "intake": {
      "maxItems": 50
    },
    "month": {
      "pattern": "^[0-9]{4}-[0-9]{2}$"
    },
    "openingStockKg": {
      "minimum": 0,
      "maximum": 10000000000
    },
    "output": {
      "maxItems": 50
    },
    "rejected": {
      "maxItems": 50
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
  "POST /recycler/search-waste-data-list": {
    "pageSize": {
      "minimum": 1,
      "maximum": 1000
    },
    "pageStart": {
      "minimum": 0,
      "maximum": 9007199254740991
    },
    "year": {
      "minimum": 2000,
      "maximum": 2100
    }
  },
  "POST /requests/{id}/discard": {
    "reason": {
      "minLength": 1,
      "maxLength": 2000
    }
  },
  "POST /requests/search": {
    "fromDate": {
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    },
    "localAuthorityId": {
      "minLength": 1,
      "maxLength": 40
    },
    "pageSize": {
      "minimum": 1,
      "maximum": 1000
    },
    "pageStart": {
      "minimum": 0,
      "maximum": 9007199254740991
    },
    "status": {
      "minimum": 0,
      "maximum": 3
    },
    "toDate": {
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    }
  },
  "POST /sampath-piyasa/collected-quantities-graph": {
    "sampathPiyasaId": {
      "format": "uuid"
    },
    "toYear": {
      "minimum": 2000,
      "maximum": 2100
    },
    "year": {
      "minimum": 2000,
      "maximum": 2100
    }
  },
  "POST /sampath-piyasa/recyclable-waste-graph": {
    "sampathPiyasaId": {
      "format": "uuid"
    },
    "toYear": {
      "minimum": 2000,
      "maximum": 2100
    },
    "year": {
      "minimum": 2000,
      "maximum": 2100
    }
  },
  "POST /sampath-piyasa/save-center": {
    "description": {
      "maxLength": 2000
    },
    "id": {
      "format": "uuid"
    },
    "location": {
      "minLength": 1,
      "maxLength": 500
    },
    "name": {
      "minLength": 1,
      "maxLength": 200
    }
  },
  "POST /sampath-piyasa/save-waste-data": {
    "entries": {
      "maxItems": 200
    }
  },
  "POST /sampath-piyasa/search-center": {
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
  "POST /sampath-piyasa/search-waste": {
    "pageSize": {
      "minimum": 1,
      "maximum": 1000
    },
    "pageStart": {
      "minimum": 0,
      "maximum": 9007199254740991
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
