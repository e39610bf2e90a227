/**
 * Generated from services/__generated__/openapi.json by scripts/codegen/services-api-types.mjs (pnpm codegen).
 * Never edit by hand: change the services route's zod schemas, run `pnpm --dir services openapi`, then `pnpm codegen`.
 */
export type paths = {
    "/admin-api/BASAmount/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Basic Allowance for Subsistence (DFAS) monthly and yearly rates by calendar year, newest first
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            calendarYear: number;
                            enlistedMonthly: number;
                            enlistedYearly: number;
                            id: number;
                            officerMonthly: number;
                            officerYearly: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/config/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Installation-wide config items
         * @description Access: permission BACKOFFICE_ADMIN
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            schoolCode: string | null;
                            value: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /**
         * Adds an installation-wide config item (e.g. route.hiddenOnHosts:/adminRoleChangePage)
         * @description Access: permission BACKOFFICE_ADMIN
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        value: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            schoolCode: string | null;
                            value: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/config/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One installation-wide config item by id
         * @description Access: permission BACKOFFICE_ADMIN
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            schoolCode: string | null;
                            value: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes an installation-wide config item's value
         * @description Access: permission BACKOFFICE_ADMIN
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        value: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            schoolCode: string | null;
                            value: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin-api/config/getConfigByName/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One installation-wide config item (204 when unset)
         * @description Access: permission BACKOFFICE_ADMIN
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            schoolCode: string | null;
                            value: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/dataKeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The data-key ring and how many sealed values each key holds (reads every sealed table)
         * @description Access: permission DATA_KEYS_ADMIN
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            counts: {
                                column: string;
                                count: number;
                                keyId: string;
                                table: string;
                                /** @description What the values are, e.g. "student SSNs" */
                                what: string;
                            }[];
                            /** @description The key new values are sealed under (the first of DATA_ENCRYPTION_KEYS) */
                            currentKeyId: string;
                            /** @description Every key of the ring, the current one first */
                            keyIds: string[];
                            /** @description Key ids values name that the ring does not have */
                            missingKeyIds: string[];
                            /** @description The re-seal job queued or running, if any */
                            resealJobId: number | null;
                            /** @description Values still under another key than the current one: at 0 the older keys can be removed */
                            underOtherKeys: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/dataKeys/reseal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts the job re-sealing every value under the current data key (409 when one runs or a key is missing)
         * @description Access: permission DATA_KEYS_ADMIN
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        batchSize?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The job on the jobs page */
                            jobId: number;
                            message: string;
                            underOtherKeys: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/holiday/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The default holidays schools copy
         * @description Access: permission BACKOFFICE_ADMIN
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            holidayDate: string;
                            id: number;
                            name: string;
                            schoolCode: string | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /**
         * Adds a default holiday ('Holiday Added')
         * @description Access: permission BACKOFFICE_ADMIN
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        holidayDate: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            holidayDate: string;
                            id: number;
                            message: string;
                            name: string;
                            schoolCode: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/holiday/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Deletes a default holiday ('Holiday Deleted')
         * @description Access: permission BACKOFFICE_ADMIN
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Changes a default holiday ('Holiday Updated')
         * @description Access: permission BACKOFFICE_ADMIN
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        holidayDate: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            holidayDate: string;
                            id: number;
                            message: string;
                            name: string;
                            schoolCode: string | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin-api/IsirEnumInfo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every enumeration code with its label, by layout
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            code: string;
                            description: string | null;
                            id: number;
                            isirRecordInfoID: number;
                            name: string;
                            suppressed: boolean;
                            value: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/IsirEnumInfo/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enumeration codes by aid year, layout, enum name or code
         * @description Access: staff
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        code?: string;
                        isirRecordInfoID?: number;
                        name?: string;
                        suppressed?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            code: string;
                            description: string | null;
                            id: number;
                            isirRecordInfoID: number;
                            name: string;
                            suppressed: boolean;
                            value: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/IsirRecordElementInfo/getByEdYearCode/{lastDigitOfAidYear}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fields of the layout whose year indicator is this digit (the newest award year; ?variant= picks one)
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: {
                    variant?: string;
                };
                header?: never;
                path: {
                    lastDigitOfAidYear: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            attributeName: string;
                            blankAllowed: boolean;
                            cpsNumber: number | null;
                            displayName: string;
                            enumName: string | null;
                            fti: boolean;
                            id: number;
                            isirRecordInfoID: number;
                            length: number;
                            section: string | null;
                            startOffset: number;
                            suppressed: boolean;
                            variant: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/IsirRecordElementInfo/getByEdYearCodeAndSuppressed/{lastDigit}/false": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fields of the layout of this year indicator that screens show (suppressed filler left out)
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: {
                    variant?: string;
                };
                header?: never;
                path: {
                    lastDigit: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            attributeName: string;
                            blankAllowed: boolean;
                            cpsNumber: number | null;
                            displayName: string;
                            enumName: string | null;
                            fti: boolean;
                            id: number;
                            isirRecordInfoID: number;
                            length: number;
                            section: string | null;
                            startOffset: number;
                            suppressed: boolean;
                            variant: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/IsirRecordInfo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every installed ISIR record layout (award year, variant, record length)
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            edYearCode: string;
                            elementCount: number;
                            id: number;
                            name: string;
                            recordLength: number;
                            sections: {
                                key: string;
                                name: string;
                            }[];
                            selectorLength: number | null;
                            selectorStart: number | null;
                            selectorValue: string | null;
                            source: string | null;
                            variant: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add the layout of a new award year as data (FSA Volume 4 shape: awardYear, recordLength, sections, fields); no release needed
         * @description Access: permission ISIR_LAYOUT_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        awardYear: string;
                        fields: {
                            blankAllowed?: boolean;
                            enum?: {
                                [key: string]: string;
                            };
                            expect?: string | null;
                            filler?: boolean;
                            length: number;
                            name: string | null;
                            notes?: string[];
                            number: number | null;
                            path?: string | null;
                            rules?: unknown[];
                            section: string;
                            start: number;
                        }[];
                        recordLength: number;
                        sections: ({
                            key: string;
                            name: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        source?: string;
                        variant?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/IsirRecordInfo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One ISIR record layout
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            edYearCode: string;
                            elementCount: number;
                            id: number;
                            name: string;
                            recordLength: number;
                            sections: {
                                key: string;
                                name: string;
                            }[];
                            selectorLength: number | null;
                            selectorStart: number | null;
                            selectorValue: string | null;
                            source: string | null;
                            variant: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/masterschool/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every school of the installation
         * @description Access: permission BACKOFFICE_ADMIN
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            defaultAidYear: number;
                            id: number;
                            name: string;
                            schoolCode: string;
                            schoolName: string;
                            schoolUrl: string;
                            staffCount: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/masterSchool/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes a school's names or default aid year
         * @description Access: permission BACKOFFICE_ADMIN
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        defaultAidYear?: number;
                        name?: string;
                        schoolName?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            defaultAidYear: number;
                            id: number;
                            name: string;
                            schoolCode: string;
                            schoolName: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin-api/masterSchool/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Schools by code or name
         * @description Access: permission BACKOFFICE_ADMIN
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            defaultAidYear: number;
                            id: number;
                            name: string;
                            schoolCode: string;
                            schoolName: string;
                            schoolUrl: string;
                            staffCount: number;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/MasterUserProfile/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every active staff person (master user profiles)
         * @description Access: permission BACKOFFICE_ADMIN
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            active: boolean;
                            defaultSchoolCode: string | null;
                            email: string;
                            firstName: string;
                            id: number;
                            lastName: string;
                            phone: string | null;
                            uuid: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/MasterUserProfile/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes a person's names, phone, default school and school roles
         * @description Access: permission BACKOFFICE_ADMIN
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        defaultSchoolCode?: string;
                        firstName?: string;
                        lastName?: string;
                        phone?: string | null;
                        schools?: {
                            role: string;
                            schoolCode: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            active: boolean;
                            defaultSchoolCode: string | null;
                            email: string;
                            firstName: string;
                            id: number;
                            lastName: string;
                            phone: string | null;
                            uuid: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin-api/MasterUserProfile/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a staff person with a role at a school; they get a one-time link to choose a password and sign-in code channel
         * @description Access: permission BACKOFFICE_ADMIN
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        firstName: string;
                        lastName: string;
                        role: string;
                        schoolCode: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            active: boolean;
                            defaultSchoolCode: string | null;
                            email: string;
                            firstName: string;
                            id: number;
                            lastName: string;
                            phone: string | null;
                            uuid: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/MasterUserProfile/deleteMasterUserProfile/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Deletes a profile: access ends everywhere at once ('MasterUserProfile Deleted')
         * @description Access: permission BACKOFFICE_ADMIN
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/MasterUserProfile/GetAvailableSchools/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A person's schools with their role in each
         * @description Access: permission BACKOFFICE_ADMIN
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            role: string;
                            schoolCode: string;
                            schoolName: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/MasterUserProfile/MostRecentMasterUserProfileHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each profile's newest change
         * @description Access: permission BACKOFFICE_ADMIN
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            changedAt: string;
                            changedBy: string | null;
                            field: string;
                            masterUserProfileID: number;
                            newValue: string | null;
                            oldValue: string | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/MasterUserProfile/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Master user profiles by name or e-mail and school
         * @description Access: permission BACKOFFICE_ADMIN
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        includeInactive?: boolean;
                        schoolCode?: string;
                        text?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            active: boolean;
                            defaultSchoolCode: string | null;
                            email: string;
                            firstName: string;
                            id: number;
                            lastName: string;
                            phone: string | null;
                            uuid: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/Notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds an announcement for the school, or with installationWide for every school (back-office) ('Successful Add')
         * @description Access: permission VIEW_NOTIFICATIONS_PAGE
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        audience: "ALL" | "STAFF" | "STUDENTS";
                        body: string;
                        /** @default null */
                        endDate?: string | null;
                        /** @default false */
                        installationWide?: boolean;
                        /** @default true */
                        isActive?: boolean;
                        /**
                         * @default INFO
                         * @enum {string}
                         */
                        severity?: "INFO" | "WARNING";
                        startDate?: string | null;
                        title: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            audience: string;
                            body: string;
                            createdAt: string;
                            createdBy: string;
                            endDate: string | null;
                            id: number;
                            installationWide: boolean;
                            isActive: boolean;
                            message: string;
                            schoolCode: string | null;
                            severity: string;
                            startDate: string;
                            title: string;
                            updatedAt: string | null;
                            updatedBy: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/notification/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes an announcement: text, audience, dates, active ('Successful Update')
         * @description Access: permission VIEW_NOTIFICATIONS_PAGE
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        audience?: "ALL" | "STAFF" | "STUDENTS";
                        body?: string;
                        endDate?: string | null;
                        isActive?: boolean;
                        /** @enum {string} */
                        severity?: "INFO" | "WARNING";
                        startDate?: string;
                        title?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            audience: string;
                            body: string;
                            createdAt: string;
                            createdBy: string;
                            endDate: string | null;
                            id: number;
                            installationWide: boolean;
                            isActive: boolean;
                            message: string;
                            schoolCode: string | null;
                            severity: string;
                            startDate: string;
                            title: string;
                            updatedAt: string | null;
                            updatedBy: string | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin-api/Notification/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The school's announcements and the installation's, newest first
         * @description Access: permission VIEW_NOTIFICATIONS_PAGE
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        activeOnly?: boolean;
                        text?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            audience: string;
                            body: string;
                            createdAt: string;
                            createdBy: string;
                            endDate: string | null;
                            id: number;
                            installationWide: boolean;
                            isActive: boolean;
                            schoolCode: string | null;
                            severity: string;
                            startDate: string;
                            title: string;
                            updatedAt: string | null;
                            updatedBy: string | null;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/NotificationTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The installation's texts of the messages the product sends
         * @description Access: permission BACKOFFICE_ADMIN
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            body: string;
                            /** @enum {string} */
                            channel: "EMAIL" | "SMS";
                            code: string;
                            defaultId: number;
                            id: number;
                            isSchoolOverride: boolean;
                            /** @enum {string} */
                            language: "en" | "es";
                            name: string;
                            placeholders: string[];
                            schoolCode: string | null;
                            subject: string;
                            updatedAt: string | null;
                            updatedBy: string | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/NotificationTemplate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes the installation's text of a message ('Successful Update')
         * @description Access: permission BACKOFFICE_ADMIN
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                        subject: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            body: string;
                            /** @enum {string} */
                            channel: "EMAIL" | "SMS";
                            code: string;
                            defaultId: number;
                            id: number;
                            isSchoolOverride: boolean;
                            /** @enum {string} */
                            language: "en" | "es";
                            message: string;
                            name: string;
                            placeholders: string[];
                            schoolCode: string | null;
                            subject: string;
                            updatedAt: string | null;
                            updatedBy: string | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/admin-api/signingKeys/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Makes a new token-signing key now; the previous one stays in the JWKS while its tokens live
         * @description Access: permission DATA_KEYS_ADMIN
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The new key, in the header of every token signed from now on */
                            kid: string;
                            message: string;
                            /** @description The previous key, still published in the JWKS while its tokens live */
                            previousKid: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/TitleIVSchool/GetAllStates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The states that have Title IV schools (FSA Federal School Code list)
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            schoolCount: number;
                            stateAbbreviation: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/TitleIVSchool/listSource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the Title IV school list came from: the newest load of FSA's Federal School Code List (file, who, when, counts), or the sample
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            lastLoad: {
                                fileName: string;
                                foreignSchoolCount: number;
                                loadedAt: string;
                                loadedBy: string;
                                schoolCount: number;
                            } | null;
                            sample: boolean;
                            schoolCount: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/TitleIVSchool/SearchCities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A state's cities with Title IV schools
         * @description Access: staff
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        StateAbbreviation: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            city: string;
                            schoolCount: number;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/TitleIVSchool/SearchTitleIVSchoolNames": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Title IV schools of a state and city (a null city: every city of the state)
         * @description Access: staff
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        City?: string | null;
                        StateAbbreviation: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string | null;
                            city: string;
                            country: string;
                            id: number;
                            opeid: string | null;
                            postalCode: string | null;
                            province: string | null;
                            schoolCode: string;
                            schoolName: string;
                            stateAbbreviation: string;
                            zipCode: string | null;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/TitleIVSchool/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replaces the Title IV school list with FSA's Federal School Code List (multipart, its .xlsx or CSV in 'file'); a faulty file changes nothing
         * @description Access: permission BACKOFFICE_ADMIN
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            lastLoad: {
                                fileName: string;
                                foreignSchoolCount: number;
                                loadedAt: string;
                                loadedBy: string;
                                schoolCount: number;
                            } | null;
                            loadId: number;
                            message: string;
                            sample: boolean;
                            schoolCount: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public signing keys (JWKS) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/.well-known/openid-configuration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** OIDC discovery document */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/apiToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in staff member's API tokens (never their secrets)
         * @description Access: permission API_TOKENS_MANAGE
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            expiresAt: string;
                            hint: string;
                            lastUsedAt: string | null;
                            name: string;
                            readOnly: boolean;
                            revokedAt: string | null;
                            role: string;
                            schoolCode: string;
                            schoolName: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "EXPIRED" | "REVOKED";
                            uuid: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /**
         * Make an API token; its secret is in this answer only
         * @description Access: permission API_TOKENS_MANAGE
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        expiresInDays: number;
                        name: string;
                        readOnly: boolean;
                        role: string;
                        schoolCode: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            secret: string;
                            token: {
                                createdAt: string;
                                expiresAt: string;
                                hint: string;
                                lastUsedAt: string | null;
                                name: string;
                                readOnly: boolean;
                                revokedAt: string | null;
                                role: string;
                                schoolCode: string;
                                schoolName: string;
                                /** @enum {string} */
                                status: "ACTIVE" | "EXPIRED" | "REVOKED";
                                uuid: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/apiToken/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke one of the signed-in staff member's API tokens at once
         * @description Access: permission API_TOKENS_MANAGE
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            expiresAt: string;
                            hint: string;
                            lastUsedAt: string | null;
                            name: string;
                            readOnly: boolean;
                            revokedAt: string | null;
                            role: string;
                            schoolCode: string;
                            schoolName: string;
                            /** @enum {string} */
                            status: "ACTIVE" | "EXPIRED" | "REVOKED";
                            uuid: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/apiToken/caller": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who an API token stands for (the gateway asks on each GraphQL request made with one)
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountUuid: string;
                            apiToken: {
                                id: number;
                                name: string;
                                readOnly: boolean;
                            } | null;
                            role: string;
                            schoolCode: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/apiToken/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The schools and roles a new API token of the signed-in staff member may have (roles no stronger than theirs)
         * @description Access: permission API_TOKENS_MANAGE
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            maxDays: number;
                            schools: {
                                ownRole: string;
                                /** @description Roles no stronger than ownRole */
                                roles: string[];
                                schoolCode: string;
                                schoolName: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/checkMFACode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the code; returns the access token and a refresh token
         * @description Access: mfaTicket
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        /**
                         * @default EMAIL
                         * @enum {string}
                         */
                        messageType?: "EMAIL" | "SMS";
                        recipient?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accessToken: string;
                            expiresAt: number;
                            refreshExpiresAt: number;
                            refreshToken: string;
                            success: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/fileDownload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A file of the caller's school by type: the newest year's, else the every-year one (downloadResult is base64)
         * @description Access: signedIn
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fileType: number;
                        schoolCode: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number | null;
                            downloadResult: string;
                            fileName: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/fileDownload/{x}/{base64Path}/{y}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An interview document: x 'interview', base64Path the document's reference (base64url of its fileID), y its version
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: {
                    fileName?: string;
                    interviewTypeID?: number;
                    studentID?: number;
                    versionID?: number;
                };
                header?: never;
                path: {
                    base64Path: string;
                    x: string;
                    y: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/getBetaTestToggleConfig/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A beta toggle's value for the caller's school (204 when unset)
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            value: string;
                        } | null;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/getSchoolCodeFromURL/{subdomainOrLastSegment}/{value}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school code from a host subdomain or the last path segment
         * @description Access: public
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    subdomainOrLastSegment: "subdomain" | "lastSegment";
                    value: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            schoolCode: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/getSchoolCodeFromURL/{url}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school code for a PURL (the client falls back to 222222 on 404)
         * @description Access: public
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    url: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            schoolCode: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/getSchoolDataForLogin/{schoolCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public facts of a school for its sign-in page
         * @description Access: public
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    schoolCode: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYears: number[];
                            defaultAidYear: number;
                            schoolCode: string;
                            schoolLogo: string | null;
                            schoolName: string;
                            schoolUrl: string;
                            /** @description What the school calls its student id */
                            sidName: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/getUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user: names, uuid, account type, role, permissions, schools
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountType: number | null;
                            accountUuid: string;
                            defaultSchoolCode: string;
                            email: string;
                            firstName: string;
                            fullName: string;
                            id: number;
                            isStaff: boolean;
                            lastName: string;
                            permissions: string[];
                            /**
                             * @description The language of the portal and its messages (staff: en)
                             * @enum {string}
                             */
                            preferredLanguage: "en" | "es";
                            role: string;
                            schoolCode: string;
                            schools: {
                                role: string;
                                schoolCode: string;
                                schoolName: string;
                            }[];
                            /** @description Staff: their own uuid; a student or parent: the student's */
                            uuid: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/getUserDataForLogin/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where to go after login: accountRequired, isStudent, aidYear, schoolCode, uuid, accountType
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountRequired: boolean;
                            accountType: number | null;
                            /** @description The staff member's default aid year while the school offers it, else the school's */
                            aidYear: number;
                            isStudent: boolean;
                            schoolCode: string;
                            uuid: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfaCodeStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Where the sign-in's latest code is on its way: queued, sent or failed (bearer: the MFA ticket)
         * @description Access: mfaTicket
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string | null;
                            pending: boolean;
                            /** @enum {string} */
                            status: "NONE" | "QUEUED" | "SENDING" | "SENT" | "DELIVERED" | "FAILED";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passedMFA": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the session passed MFA (every access token is issued after the code)
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            passedMFA: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sendMFACode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a 6-digit code to the account e-mail or phone (bearer: the MFA ticket)
         * @description Access: mfaTicket
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language?: "en" | "es";
                        /**
                         * @default EMAIL
                         * @enum {string}
                         */
                        messageType?: "EMAIL" | "SMS";
                        recipient?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            success: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/StudentAccountLookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether an e-mail has a student or parent account at a school (throttled per address)
         * @description Access: public
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        PURL?: string;
                        SchoolCode?: string;
                        Username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountExists: boolean;
                            /** @description Whether the school asks students to make an account */
                            accountRequired: boolean;
                            schoolCode: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/studentLookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find a student by last name, date of birth and SSN last four or student id (for account creation)
         * @description Access: public
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dateOfBirth: string;
                        lastName: string;
                        PURL?: string;
                        SchoolCode?: string;
                        ssnLastFour?: string;
                        studentNumber?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountTypesTaken: number[];
                            aidYear: number;
                            creationToken: string;
                            expiresAt: string;
                            firstName: string;
                            found: boolean;
                            hasStudentAccount: boolean;
                            isDependent: boolean;
                            schoolCode: string;
                            uuid: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verifyCredentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a password; returns an MFA ticket and where the code can be sent
         * @description Access: public
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        Password: string;
                        PURL?: string;
                        SchoolCode?: string;
                        Username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Student or parent account type; null for staff */
                            accountType?: number | null;
                            destinations: {
                                /** @enum {string} */
                                messageType: "EMAIL" | "SMS";
                                /** @description Masked: j***@example.edu */
                                recipient: string;
                            }[];
                            isStudent: boolean;
                            /**
                             * @description The account's chosen channel (SMS only while a phone is on file)
                             * @enum {string}
                             */
                            preferredMessageType: "EMAIL" | "SMS";
                            success: boolean;
                            /** @description The MFA ticket: the bearer of sendMFACode and checkMFACode */
                            ticket: string;
                            /** @description The staff member's uuid, or the student's of a student or parent account */
                            uuid: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/sms/inbound": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An incoming text from the SMS provider (From, Body): STOP opts the phone out of reminder texts, START back in. Needs the SMS_INBOUND_TOKEN (x-inbound-token header or ?token=)
         * @description Access: public
         */
        post: {
            parameters: {
                query?: {
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        Body: string;
                        From: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            action: "OPTED_OUT" | "OPTED_IN" | "IGNORED";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The unsubscribe page of a reminder e-mail: a button that confirms (opening the link alone changes nothing, so mail scanners cannot unsubscribe anyone)
         * @description Access: public
         */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
            };
        };
        put?: never;
        /**
         * Stops reminder e-mails to the address of the signed token (one-click List-Unsubscribe-Post, or the page above)
         * @description Access: public
         */
        post: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Notification/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Current announcements for the caller's school and kind of user (staff or students and parents)
         * @description Access: signedIn
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            body: string;
                            /** @description YYYY-MM-DD; null: until withdrawn */
                            endDate: string | null;
                            id: number;
                            /** @enum {string} */
                            severity: "INFO" | "WARNING";
                            /** @description YYYY-MM-DD */
                            startDate: string;
                            title: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso/getCurrentSsoUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in staff user: names and default school
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            firstName: string;
                            lastName: string;
                            profile: {
                                defaultSchoolCode: string | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso/isAuthenticated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the bearer token is a live session
         * @description Access: public
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authenticated: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso/MasterUserProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in staff person's master profile (firstName, lastName, profile.defaultSchoolCode, schools and roles)
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            firstName: string;
                            fullName: string;
                            id: number;
                            lastLoginAt: string | null;
                            lastLoginSchoolCode: string | null;
                            lastName: string;
                            phone: string | null;
                            profile: {
                                defaultSchoolCode: string | null;
                            };
                            schools: {
                                role: string;
                                schoolCode: string;
                                schoolName: string;
                            }[];
                            uuid: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso/MasterUserProfileLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stamps the sign-in on the master profile (when, which school); answers the profile with the previous sign-in
         * @description Access: staff
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            firstName: string;
                            fullName: string;
                            id: number;
                            lastLoginAt: string;
                            lastLoginSchoolCode: string;
                            lastName: string;
                            phone: string | null;
                            previousLoginAt: string | null;
                            profile: {
                                defaultSchoolCode: string | null;
                            };
                            schools: {
                                role: string;
                                schoolCode: string;
                                schoolName: string;
                            }[];
                            uuid: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for a new access and refresh token (rotation)
         * @description Access: public
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        refreshToken: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accessToken: string;
                            expiresAt: number;
                            refreshExpiresAt: number;
                            refreshToken: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso/ssologin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff sign-in with e-mail and password; returns an MFA ticket
         * @description Access: public
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Student or parent account type; null for staff */
                            accountType?: number | null;
                            destinations: {
                                /** @enum {string} */
                                messageType: "EMAIL" | "SMS";
                                /** @description Masked: j***@example.edu */
                                recipient: string;
                            }[];
                            isStudent: boolean;
                            /**
                             * @description The account's chosen channel (SMS only while a phone is on file)
                             * @enum {string}
                             */
                            preferredMessageType: "EMAIL" | "SMS";
                            success: boolean;
                            /** @description The MFA ticket: the bearer of sendMFACode and checkMFACode */
                            ticket: string;
                            /** @description The staff member's uuid, or the student's of a student or parent account */
                            uuid: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso/ssoLogout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the session: the refresh token stops working
         * @description Access: public
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        refreshToken?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso/updateToken/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-issue the token with another SCHOOL_CODE (a school the user belongs to) or UUID (a linked student)
         * @description Access: signedIn
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default SCHOOL_CODE
                         * @enum {string}
                         */
                        claim?: "SCHOOL_CODE" | "UUID";
                        newValue: string;
                        refreshToken?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accessToken: string;
                            expiresAt: number;
                            refreshExpiresAt?: number;
                            refreshToken?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/userSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in staff member: names, e-mail, phone, default school and aid year, sign-in code channel
         * @description Access: permission USER_SETTINGS_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            defaultAidYear: number | null;
                            defaultSchoolCode: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            /** @enum {string} */
                            mfaOption: "EMAIL" | "SMS";
                            phone: string | null;
                            schools: {
                                aidYears: number[];
                                role: string;
                                schoolCode: string;
                                schoolName: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the signed-in staff member's names, phone, default school and aid year, sign-in code channel
         * @description Access: permission USER_SETTINGS_VIEW
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        defaultAidYear: number | null;
                        defaultSchoolCode: string;
                        firstName: string;
                        lastName: string;
                        /** @enum {string} */
                        mfaOption: "EMAIL" | "SMS";
                        phone: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            defaultAidYear: number | null;
                            defaultSchoolCode: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            /** @enum {string} */
                            mfaOption: "EMAIL" | "SMS";
                            phone: string | null;
                            schools: {
                                aidYears: number[];
                                role: string;
                                schoolCode: string;
                                schoolName: string;
                            }[];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/interview-api/aidYearInterviewTypeLink/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which interview types have templates in which aid years
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            interviewTypeID: number;
                            latestRevision: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/AlfrescoDocument/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The documents uploaded for a task list item
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contentType: string;
                            fileID: string;
                            fileName: string;
                            questionID: number;
                            sizeBytes: number;
                            uploadedAt: string;
                            versionID: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/interview/builderAvailability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether an interview builder shows on a host (config item route.hiddenOnHosts:<path>)
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: {
                    host?: string;
                    path?: "/InterviewCreation" | "/CRInterviewCreation";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            available: boolean;
                            host: string;
                            /** @enum {string} */
                            path: "/InterviewCreation" | "/CRInterviewCreation";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/interview/deleteAlfrescoDocument/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an uploaded document while its item is open (its student or parent)
         * @description Access: signedIn
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/interview/deleteInterviewTemplate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a template no student has started (id 0: not yet created)
         * @description Access: permission INTERVIEW_CREATION_EDIT
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/interview/downloadManyFilesByStudentInterviewLinkID/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every document of a task list item in one zip: the interview uploads (StudentInterviewLink) and the office's processor documents (true: the item's side; or ids)
         * @description Access: signedIn
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        ProcessorDocuments?: boolean | number[];
                        /** @default true */
                        StudentInterviewLink?: boolean;
                    };
                };
            };
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/interview/fileDownload/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Download an uploaded document (saved as 'versionID fileName')
         * @description Access: signedIn
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fileID: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/interview/getFilteredInterviewTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Interview types that have a template in an aid year; optionally only comment-code ones
         * @description Access: signedIn
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear: number;
                        isCommentCode?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            nameSpanish: string | null;
                            revisions: {
                                aidYear: number;
                                description: string | null;
                                descriptionSpanish: string | null;
                                firstStepID: number | null;
                                id: number;
                                interviewTypeID: number;
                                isCommentCode: boolean;
                                name: string;
                                nameSpanish: string | null;
                                revision: number;
                                studentsStarted: number;
                            }[];
                            typeCode: string;
                            TypeCode: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/interview/GetInterview/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A whole template: steps, questions, choices and events
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            description: string | null;
                            descriptionSpanish: string | null;
                            events: {
                                /** @enum {string} */
                                action: "EMAIL_CONFIRMATION" | "RECORD_ACTIVITY";
                                /** @enum {string} */
                                eventType: "ON_START" | "ON_SUBMIT";
                                id: number;
                                message: string | null;
                                messageSpanish: string | null;
                            }[];
                            firstStepID: number | null;
                            id: number;
                            interviewTypeID: number;
                            isCommentCode: boolean;
                            name: string;
                            nameSpanish: string | null;
                            revision: number;
                            steps: {
                                defaultNextStepKey: string | null;
                                id: number;
                                instructions: string | null;
                                instructionsSpanish: string | null;
                                interviewTypeID: number;
                                nextRules: {
                                    equals: string;
                                    nextStepKey: string;
                                    questionKey: string;
                                }[];
                                questions: {
                                    choices: {
                                        id: number;
                                        label: string;
                                        labelSpanish: string | null;
                                        value: string;
                                    }[];
                                    helpText: string | null;
                                    helpTextSpanish: string | null;
                                    id: number;
                                    interviewQuestionID: number;
                                    questionKey: string;
                                    /** @enum {string} */
                                    questionType: "TEXT" | "NUMBER" | "DATE" | "CHOICE" | "MULTIPLE_CHOICE" | "FILE_UPLOAD" | "ACKNOWLEDGEMENT" | "SIGNATURE" | "IDENTITY_VERIFICATION";
                                    required: boolean;
                                    text: string;
                                    textSpanish: string | null;
                                }[];
                                sortOrder: number;
                                stepKey: string;
                                title: string;
                                titleSpanish: string | null;
                            }[];
                            studentsStarted: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/interview/getInterviewStep": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the answers of a step and get the next one, computed from the answers (no InterviewStepID: where the interview stands)
         * @description Access: signedIn
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        AidYear?: number;
                        /** @default [] */
                        Answers?: {
                            questionID: number;
                            value: unknown;
                        }[];
                        /** @default false */
                        Back?: boolean;
                        InterviewStepID?: number | null;
                        StudentInterviewLinkID: number | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            complete: boolean;
                            interviewName: string;
                            interviewNameSpanish: string | null;
                            link: {
                                aidYear: number;
                                id: number;
                                interviewType: {
                                    id: number;
                                    name: string;
                                    nameSpanish: string | null;
                                    typeCode: string;
                                };
                                isForParentAccount: boolean;
                                signedAt: string | null;
                                signedName: string | null;
                                studentID: number;
                                /** @enum {string} */
                                studentInterviewLinkStatus: "NEW" | "IN_PROGRESS" | "SUBMITTED" | "NEEDS_CORRECTION" | "VERIFIED" | "NOT_REQUIRED" | "AUTO_VERIFIED";
                                studentUuid: string;
                                submittedAt: string | null;
                                uuid: string;
                            };
                            step: null;
                        } | {
                            complete: boolean;
                            interviewName: string;
                            interviewNameSpanish: string | null;
                            link: {
                                aidYear: number;
                                id: number;
                                interviewType: {
                                    id: number;
                                    name: string;
                                    nameSpanish: string | null;
                                    typeCode: string;
                                };
                                isForParentAccount: boolean;
                                signedAt: string | null;
                                signedName: string | null;
                                studentID: number;
                                /** @enum {string} */
                                studentInterviewLinkStatus: "NEW" | "IN_PROGRESS" | "SUBMITTED" | "NEEDS_CORRECTION" | "VERIFIED" | "NOT_REQUIRED" | "AUTO_VERIFIED";
                                studentUuid: string;
                                submittedAt: string | null;
                                uuid: string;
                            };
                            step: {
                                canGoBack: boolean;
                                id: number;
                                instructions: string | null;
                                instructionsSpanish: string | null;
                                key: string;
                                questions: {
                                    answer: (string | number | boolean | unknown[] | {
                                        [key: string]: unknown;
                                    }) | null;
                                    choices: {
                                        id: number;
                                        label: string;
                                        labelSpanish: string | null;
                                        value: string;
                                    }[];
                                    helpText: string | null;
                                    helpTextSpanish: string | null;
                                    id: number;
                                    identityVerified: boolean;
                                    interviewQuestionID: number;
                                    key: string;
                                    maxLength: number | null;
                                    maxValue: number | null;
                                    minValue: number | null;
                                    required: boolean;
                                    text: string;
                                    textSpanish: string | null;
                                    /** @enum {string} */
                                    type: "TEXT" | "NUMBER" | "DATE" | "CHOICE" | "MULTIPLE_CHOICE" | "FILE_UPLOAD" | "ACKNOWLEDGEMENT" | "SIGNATURE" | "IDENTITY_VERIFICATION";
                                    uploads: {
                                        contentType: string;
                                        fileID: string;
                                        fileName: string;
                                        questionID: number;
                                        sizeBytes: number;
                                        uploadedAt: string;
                                        versionID: number;
                                    }[];
                                }[];
                                stepCount: number;
                                stepNumber: number;
                                title: string;
                                titleSpanish: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/interview/getStudentParameters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What an interview needs to know about its task list item and student
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            aidYearString: string;
                            answeredBy: {
                                accountType: number;
                                firstName: string;
                            }[];
                            callerMayAnswer: boolean;
                            dueDate: string | null;
                            id: number;
                            interview: {
                                description: string | null;
                                name: string;
                                revision: number;
                                stepCount: number;
                                stepsAnswered: number;
                                templateId?: number;
                            } | null;
                            interviewType: {
                                id: number;
                                name: string;
                                nameSpanish: string | null;
                                typeCode: string;
                            };
                            isForParentAccount: boolean;
                            lastChangedAt: string;
                            questionText: string | null;
                            school: {
                                schoolCode: string;
                                schoolName: string;
                                sidName: string;
                            };
                            signedAt: string | null;
                            signedName: string | null;
                            student: {
                                dependencyStatus: number;
                                firstName: string;
                                id: number;
                                isIndependent: boolean;
                                lastName: string;
                                studentNumber?: string;
                                uuid: string;
                                verificationGroup: string | null;
                            };
                            studentID: number;
                            StudentInterviewLinkID: number;
                            /** @enum {string} */
                            studentInterviewLinkStatus: "NEW" | "IN_PROGRESS" | "SUBMITTED" | "NEEDS_CORRECTION" | "VERIFIED" | "NOT_REQUIRED" | "AUTO_VERIFIED";
                            studentUuid: string;
                            submittedAt: string | null;
                            taxYear: number;
                            uuid: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/interview/ResetInterview/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start a task list item over (its student or parent while open; staff with STUDENT_EDIT)
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            link: {
                                aidYear: number;
                                id: number;
                                interviewType: {
                                    id: number;
                                    name: string;
                                    nameSpanish: string | null;
                                    typeCode: string;
                                };
                                isForParentAccount: boolean;
                                signedAt: string | null;
                                signedName: string | null;
                                studentID: number;
                                /** @enum {string} */
                                studentInterviewLinkStatus: "NEW" | "IN_PROGRESS" | "SUBMITTED" | "NEEDS_CORRECTION" | "VERIFIED" | "NOT_REQUIRED" | "AUTO_VERIFIED";
                                studentUuid: string;
                                submittedAt: string | null;
                                uuid: string;
                            };
                            success: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Start a task list item over (JSON body variant)
         * @description Access: signedIn
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            link: {
                                aidYear: number;
                                id: number;
                                interviewType: {
                                    id: number;
                                    name: string;
                                    nameSpanish: string | null;
                                    typeCode: string;
                                };
                                isForParentAccount: boolean;
                                signedAt: string | null;
                                signedName: string | null;
                                studentID: number;
                                /** @enum {string} */
                                studentInterviewLinkStatus: "NEW" | "IN_PROGRESS" | "SUBMITTED" | "NEEDS_CORRECTION" | "VERIFIED" | "NOT_REQUIRED" | "AUTO_VERIFIED";
                                studentUuid: string;
                                submittedAt: string | null;
                                uuid: string;
                            };
                            success: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/interview/SaveIdentityVerifyInterviewAttempt/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer an identity question; only whether it matched the student record is kept
         * @description Access: signedIn
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        attemptAnswer: string;
                        QuestionID: number;
                        questionText?: string;
                        StudentInterviewLinkID: number | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attemptsLeft: number;
                            matched: boolean;
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/interview/SaveInterviewTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a template: the next revision of an interview type for an aid year
         * @description Access: permission INTERVIEW_CREATION_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear: number;
                        description?: string | null;
                        descriptionSpanish?: string | null;
                        interviewTypeID: number;
                        /** @default false */
                        isCommentCode?: boolean;
                        name: string;
                        nameSpanish?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            revision: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/interview/saveUploadStudentInterviewLink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a document for a file question: multipart/form-data with the file in 'file', the ids in the query
         * @description Access: signedIn
         */
        post: {
            parameters: {
                query: {
                    QuestionID: number;
                    StudentInterviewLinkID: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contentType: string;
                            fileID: string;
                            FileID: string;
                            fileName: string;
                            FileName: string;
                            questionID: number;
                            sizeBytes: number;
                            StudentInterviewLinkID: number;
                            versionID: number;
                            VersionID: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/interview/updateInterviewTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a template's name, description or first step (id 0: not yet created)
         * @description Access: permission INTERVIEW_CREATION_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        descriptionSpanish?: string | null;
                        firstStepID?: number | null;
                        id: number;
                        name?: string;
                        nameSpanish?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            description: string | null;
                            descriptionSpanish: string | null;
                            events: {
                                /** @enum {string} */
                                action: "EMAIL_CONFIRMATION" | "RECORD_ACTIVITY";
                                /** @enum {string} */
                                eventType: "ON_START" | "ON_SUBMIT";
                                id: number;
                                message: string | null;
                                messageSpanish: string | null;
                            }[];
                            firstStepID: number | null;
                            id: number;
                            interviewTypeID: number;
                            isCommentCode: boolean;
                            name: string;
                            nameSpanish: string | null;
                            revision: number;
                            steps: {
                                defaultNextStepKey: string | null;
                                id: number;
                                instructions: string | null;
                                instructionsSpanish: string | null;
                                interviewTypeID: number;
                                nextRules: {
                                    equals: string;
                                    nextStepKey: string;
                                    questionKey: string;
                                }[];
                                questions: {
                                    choices: {
                                        id: number;
                                        label: string;
                                        labelSpanish: string | null;
                                        value: string;
                                    }[];
                                    helpText: string | null;
                                    helpTextSpanish: string | null;
                                    id: number;
                                    interviewQuestionID: number;
                                    questionKey: string;
                                    /** @enum {string} */
                                    questionType: "TEXT" | "NUMBER" | "DATE" | "CHOICE" | "MULTIPLE_CHOICE" | "FILE_UPLOAD" | "ACKNOWLEDGEMENT" | "SIGNATURE" | "IDENTITY_VERIFICATION";
                                    required: boolean;
                                    text: string;
                                    textSpanish: string | null;
                                }[];
                                sortOrder: number;
                                stepKey: string;
                                title: string;
                                titleSpanish: string | null;
                            }[];
                            studentsStarted: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/InterviewAttempt/InterviewHistory/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every save, reset and submission of a task list item
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            action: "STEP_SAVED" | "RESET" | "SUBMITTED";
                            actorRole: string;
                            answers: {
                                [key: string]: unknown;
                            };
                            createdAt: string;
                            id: number;
                            stepTitle: string | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/interviewEvent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an event (on start or on submit: confirmation e-mail, activity note); returns its id
         * @description Access: permission INTERVIEW_CREATION_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "EMAIL_CONFIRMATION" | "RECORD_ACTIVITY";
                        /** @enum {string} */
                        eventType: "ON_START" | "ON_SUBMIT";
                        interviewRevisionID: number;
                        message?: string | null;
                        messageSpanish?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/interviewEvent/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an event
         * @description Access: permission INTERVIEW_CREATION_EDIT
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/interviewQuestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a question to a template; returns its id (then link it to a step)
         * @description Access: permission INTERVIEW_CREATION_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        helpText?: string | null;
                        helpTextSpanish?: string | null;
                        identityFact?: ("DATE_OF_BIRTH" | "SSN_LAST_FOUR" | "STUDENT_NUMBER") | null;
                        interviewRevisionID: number;
                        maxLength?: number | null;
                        maxValue?: number | null;
                        minValue?: number | null;
                        questionKey: string;
                        /** @enum {string} */
                        questionType: "TEXT" | "NUMBER" | "DATE" | "CHOICE" | "MULTIPLE_CHOICE" | "FILE_UPLOAD" | "ACKNOWLEDGEMENT" | "SIGNATURE" | "IDENTITY_VERIFICATION";
                        /** @default true */
                        required?: boolean;
                        text: string;
                        textSpanish?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            interviewQuestionID: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/interviewQuestion/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a question from the template (no branch may depend on its answer)
         * @description Access: permission INTERVIEW_CREATION_EDIT
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change a question: text, help, whether it is required, its type and limits
         * @description Access: permission INTERVIEW_CREATION_EDIT
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        helpText?: string | null;
                        helpTextSpanish?: string | null;
                        identityFact?: ("DATE_OF_BIRTH" | "SSN_LAST_FOUR" | "STUDENT_NUMBER") | null;
                        maxLength?: number | null;
                        maxValue?: number | null;
                        minValue?: number | null;
                        /** @enum {string} */
                        questionType?: "TEXT" | "NUMBER" | "DATE" | "CHOICE" | "MULTIPLE_CHOICE" | "FILE_UPLOAD" | "ACKNOWLEDGEMENT" | "SIGNATURE" | "IDENTITY_VERIFICATION";
                        required?: boolean;
                        text?: string;
                        textSpanish?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/interview-api/interviewStep": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a step to a template; returns its id
         * @description Access: permission INTERVIEW_CREATION_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        defaultNextStepKey?: string | null;
                        instructions?: string | null;
                        instructionsSpanish?: string | null;
                        interviewRevisionID: number;
                        /** @default [] */
                        nextRules?: {
                            equals: string;
                            nextStepKey: string;
                            questionKey: string;
                        }[];
                        sortOrder?: number;
                        stepKey: string;
                        title: string;
                        titleSpanish?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/interviewStep/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a step and the questions only it asks (no other step may lead to it)
         * @description Access: permission INTERVIEW_CREATION_EDIT
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change a step: key, title, instructions, and its branching (next step by answer, else the default next step)
         * @description Access: permission INTERVIEW_CREATION_EDIT
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        defaultNextStepKey?: string | null;
                        instructions?: string | null;
                        instructionsSpanish?: string | null;
                        nextRules?: {
                            equals: string;
                            nextStepKey: string;
                            questionKey: string;
                        }[];
                        stepKey?: string;
                        title?: string;
                        titleSpanish?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/interview-api/interviewStep/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put a template's steps in order (every step once)
         * @description Access: permission INTERVIEW_CREATION_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        interviewRevisionID: number;
                        stepIDs: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/interviewStep/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Steps of an interview type or template
         * @description Access: permission INTERVIEW_CREATION_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        interviewRevisionID?: number;
                        interviewTypeID?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            defaultNextStepKey: string | null;
                            id: number;
                            interviewRevisionID: number;
                            interviewTypeID: number;
                            nextRules: {
                                equals: string;
                                nextStepKey: string;
                                questionKey: string;
                            }[];
                            sortOrder: number;
                            stepKey: string;
                            title: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/interviewType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an interview type; returns its id
         * @description Access: permission INTERVIEW_CREATION_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        nameSpanish?: string | null;
                        TypeCode: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/interviewType/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every interview type
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            nameSpanish: string | null;
                            revisions: {
                                aidYear: number;
                                description: string | null;
                                descriptionSpanish: string | null;
                                firstStepID: number | null;
                                id: number;
                                interviewTypeID: number;
                                isCommentCode: boolean;
                                name: string;
                                nameSpanish: string | null;
                                revision: number;
                                studentsStarted: number;
                            }[];
                            typeCode: string;
                            TypeCode: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/interviewType/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One interview type
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            nameSpanish: string | null;
                            revisions: {
                                aidYear: number;
                                description: string | null;
                                descriptionSpanish: string | null;
                                firstStepID: number | null;
                                id: number;
                                interviewTypeID: number;
                                isCommentCode: boolean;
                                name: string;
                                nameSpanish: string | null;
                                revision: number;
                                studentsStarted: number;
                            }[];
                            typeCode: string;
                            TypeCode: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename an interview type (the task list's name for it) in English or Spanish
         * @description Access: permission INTERVIEW_CREATION_EDIT
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        nameSpanish?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/interview-api/interviewType/GetAllWithRevisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Interview types with their templates for an aid year
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: {
                    aidYear?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            nameSpanish: string | null;
                            revisions: {
                                aidYear: number;
                                description: string | null;
                                descriptionSpanish: string | null;
                                firstStepID: number | null;
                                id: number;
                                interviewTypeID: number;
                                isCommentCode: boolean;
                                name: string;
                                nameSpanish: string | null;
                                revision: number;
                                studentsStarted: number;
                            }[];
                            typeCode: string;
                            TypeCode: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/interviewType/GetOneWithRevisions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One interview type with its templates for an aid year
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: {
                    aidYear?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            nameSpanish: string | null;
                            revisions: {
                                aidYear: number;
                                description: string | null;
                                descriptionSpanish: string | null;
                                firstStepID: number | null;
                                id: number;
                                interviewTypeID: number;
                                isCommentCode: boolean;
                                name: string;
                                nameSpanish: string | null;
                                revision: number;
                                studentsStarted: number;
                            }[];
                            typeCode: string;
                            TypeCode: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/interviewType/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Interview types by code
         * @description Access: signedIn
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        typeCode?: string;
                        TypeCode?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            nameSpanish: string | null;
                            revisions: {
                                aidYear: number;
                                description: string | null;
                                descriptionSpanish: string | null;
                                firstStepID: number | null;
                                id: number;
                                interviewTypeID: number;
                                isCommentCode: boolean;
                                name: string;
                                nameSpanish: string | null;
                                revision: number;
                                studentsStarted: number;
                            }[];
                            typeCode: string;
                            TypeCode: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/questionChoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a choice to a choice question; returns its id
         * @description Access: permission INTERVIEW_CREATION_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        interviewQuestionID: number;
                        label: string;
                        labelSpanish?: string | null;
                        sortOrder?: number;
                        value: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/questionChoice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a choice
         * @description Access: permission INTERVIEW_CREATION_EDIT
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change a choice's value or label
         * @description Access: permission INTERVIEW_CREATION_EDIT
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        label?: string;
                        labelSpanish?: string | null;
                        value?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/interview-api/questionChoice/GetAllQuestionChoices/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every question choice of every template
         * @description Access: permission INTERVIEW_CREATION_EDIT
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            interviewQuestionID: number;
                            label: string;
                            sortOrder: number;
                            value: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/questionChoice/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put a question's choices in order (every choice once)
         * @description Access: permission INTERVIEW_CREATION_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        choiceIDs: number[];
                        interviewQuestionID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/stepQuestionLink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put a question on a step
         * @description Access: permission INTERVIEW_CREATION_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        interviewQuestionID: number;
                        interviewStepID: number;
                        sortOrder?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/stepQuestionLink/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put a step's questions in order (every question of the step once)
         * @description Access: permission INTERVIEW_CREATION_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        interviewStepID: number;
                        questionIDs: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/stepQuestionLink/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Questions on a step
         * @description Access: permission INTERVIEW_CREATION_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        interviewStepID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            interviewQuestionID: number;
                            interviewStepID: number;
                            questionKey: string;
                            /** @enum {string} */
                            questionType: "TEXT" | "NUMBER" | "DATE" | "CHOICE" | "MULTIPLE_CHOICE" | "FILE_UPLOAD" | "ACKNOWLEDGEMENT" | "SIGNATURE" | "IDENTITY_VERIFICATION";
                            sortOrder: number;
                            text: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/studentinterviewlink/createStudentInterviewLink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an interview to a student's task list (the people who answer it get an e-mail)
         * @description Access: permission STUDENT_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        AidYear?: number;
                        DueDate?: string | null;
                        /** @default false */
                        IsForParentAccount?: boolean;
                        QuestionText?: string | null;
                        StudentID: number | string;
                        TypeCode: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            id: number;
                            interviewType: {
                                id: number;
                                name: string;
                                nameSpanish: string | null;
                                typeCode: string;
                            };
                            isForParentAccount: boolean;
                            notified: number;
                            questionText: string | null;
                            signedAt: string | null;
                            signedName: string | null;
                            studentID: number;
                            StudentInterviewLinkID: number;
                            /** @enum {string} */
                            studentInterviewLinkStatus: "NEW" | "IN_PROGRESS" | "SUBMITTED" | "NEEDS_CORRECTION" | "VERIFIED" | "NOT_REQUIRED" | "AUTO_VERIFIED";
                            studentUuid: string;
                            submittedAt: string | null;
                            uuid: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/studentInterviewLink/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Task list items of a student for an aid year (own student for students and parents)
         * @description Access: signedIn
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear: number;
                        /** @default true */
                        filtered?: boolean;
                        studentID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            dueDate: string | null;
                            id: number;
                            interviewType: {
                                id: number;
                                name: string;
                                nameSpanish: string | null;
                                typeCode: string;
                            };
                            isForParentAccount: boolean;
                            questionText: string | null;
                            studentID: number;
                            /** @enum {string} */
                            studentInterviewLinkStatus: "NEW" | "IN_PROGRESS" | "SUBMITTED" | "NEEDS_CORRECTION" | "VERIFIED" | "NOT_REQUIRED" | "AUTO_VERIFIED";
                            updatedAt: string;
                            uuid: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview-api/StudentInterviewLink/StudentInterviewHistory/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The answered interview step by step, with its documents
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            interviewName: string;
                            interviewNameSpanish: string | null;
                            link: {
                                aidYear: number;
                                id: number;
                                interviewType: {
                                    id: number;
                                    name: string;
                                    nameSpanish: string | null;
                                    typeCode: string;
                                };
                                isForParentAccount: boolean;
                                signedAt: string | null;
                                signedName: string | null;
                                studentID: number;
                                /** @enum {string} */
                                studentInterviewLinkStatus: "NEW" | "IN_PROGRESS" | "SUBMITTED" | "NEEDS_CORRECTION" | "VERIFIED" | "NOT_REQUIRED" | "AUTO_VERIFIED";
                                studentUuid: string;
                                submittedAt: string | null;
                                uuid: string;
                            };
                            steps: {
                                canGoBack: boolean;
                                id: number;
                                instructions: string | null;
                                instructionsSpanish: string | null;
                                key: string;
                                questions: {
                                    answer: (string | number | boolean | unknown[] | {
                                        [key: string]: unknown;
                                    }) | null;
                                    choices: {
                                        id: number;
                                        label: string;
                                        labelSpanish: string | null;
                                        value: string;
                                    }[];
                                    helpText: string | null;
                                    helpTextSpanish: string | null;
                                    id: number;
                                    identityVerified: boolean;
                                    interviewQuestionID: number;
                                    key: string;
                                    maxLength: number | null;
                                    maxValue: number | null;
                                    minValue: number | null;
                                    required: boolean;
                                    text: string;
                                    textSpanish: string | null;
                                    /** @enum {string} */
                                    type: "TEXT" | "NUMBER" | "DATE" | "CHOICE" | "MULTIPLE_CHOICE" | "FILE_UPLOAD" | "ACKNOWLEDGEMENT" | "SIGNATURE" | "IDENTITY_VERIFICATION";
                                    uploads: {
                                        contentType: string;
                                        fileID: string;
                                        fileName: string;
                                        questionID: number;
                                        sizeBytes: number;
                                        uploadedAt: string;
                                        versionID: number;
                                    }[];
                                }[];
                                stepCount: number;
                                stepNumber: number;
                                title: string;
                                titleSpanish: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/isir/studentAccountLookup/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The portal student and accounts of an ISIR: {a} the aid year, {b} the ISIR (record id)
         * @description Access: permission STUDENT_REPOSITORY_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    a: number;
                    b: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accounts: {
                                /** @description STUDENT, PARENT, OTHER_PARENT or SPOUSE */
                                accountType: string;
                                firstName: string;
                                lastName: string;
                                username: string;
                                uuid: string;
                            }[];
                            aidYear: number;
                            isirId: number;
                            student: {
                                email: string | null;
                                firstName: string;
                                lastName: string;
                                ssnLastFour: string | null;
                                status: string;
                                studentNumber: string;
                                uuid: string;
                                verificationGroup: string | null;
                            };
                            transactionNumber: number | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/isir/studentIsir/{uuid}/{aidYear}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A student's ISIR for an aid year laid out by the school's ISIR view (a transaction by id, else the current one); logged
         * @description Access: permission ED_DATA_VIEW
         */
        get: {
            parameters: {
                query?: {
                    transactionId?: number;
                };
                header?: never;
                path: {
                    aidYear: number;
                    uuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            /** @description null: the student has no ISIR transaction that year */
                            current: {
                                id: number;
                                isCurrent: boolean;
                                layoutName: string;
                                tabs: {
                                    fti: boolean;
                                    groups: {
                                        fields: {
                                            attributeName: string;
                                            corrected: boolean;
                                            cpsNumber: number | null;
                                            displayName: string;
                                            /** @description Federal tax information: shown only to those allowed */
                                            fti: boolean;
                                            highlighted: boolean;
                                            /** @description The value's meaning, from the layout's code list */
                                            label: string | null;
                                            /** @description As shown: an SSN masked unless the caller may see it whole */
                                            value: string | null;
                                        }[];
                                        fti: boolean;
                                        marking: string | null;
                                        name: string;
                                    }[];
                                    marking: string | null;
                                    name: string;
                                }[];
                                transactionNumber: number | null;
                            } | null;
                            ftiAllowed: boolean;
                            studentUuid: string;
                            transactions: {
                                id: number;
                                isCurrent: boolean;
                                transactionNumber: number | null;
                                transactionProcessDate: string | null;
                                transactionReceiptDate: string | null;
                                uploadId: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/isir/uploadIsir": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an ISIR file (multipart: SchoolCode, AidYear, then isirFile) for the session's school; one file is one transaction
         * @description Access: permission UPLOAD_ISIR
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number | null;
                            createdAt: string;
                            duplicateCount: number;
                            error: string | null;
                            errorCount: number;
                            fileName: string;
                            finishedAt: string | null;
                            id: number;
                            importedCount: number;
                            jobId: number | null;
                            newStudentCount: number;
                            /** @enum {string} */
                            origin: "UPLOAD" | "MAILBOX";
                            progressRecords: number;
                            progressStep: ("READING" | "PUBLISHING" | "CHOOSING_CURRENT_ISIRS" | "UPDATING_SELECTION" | "ADDING_TASK_LIST_ITEMS") | null;
                            recordCount: number;
                            schoolCode: string;
                            selectedCount: number;
                            sizeBytes: number;
                            /** @enum {string} */
                            status: "QUEUED" | "RUNNING" | "IMPORTED" | "FAILED";
                            updatedStudentCount: number;
                            uploadedBy: string | null;
                            uuid: string;
                            warningCount: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/IsirHeader/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every ISIR file of the session's school with its counts (newest first)
         * @description Access: permission REVIEW_ISIR_UPLOADS
         */
        get: {
            parameters: {
                query?: {
                    aidYear?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number | null;
                            createdAt: string;
                            duplicateCount: number;
                            error: string | null;
                            errorCount: number;
                            fileName: string;
                            finishedAt: string | null;
                            id: number;
                            importedCount: number;
                            jobId: number | null;
                            newStudentCount: number;
                            /** @enum {string} */
                            origin: "UPLOAD" | "MAILBOX";
                            progressRecords: number;
                            progressStep: ("READING" | "PUBLISHING" | "CHOOSING_CURRENT_ISIRS" | "UPDATING_SELECTION" | "ADDING_TASK_LIST_ITEMS") | null;
                            recordCount: number;
                            schoolCode: string;
                            selectedCount: number;
                            sizeBytes: number;
                            /** @enum {string} */
                            status: "QUEUED" | "RUNNING" | "IMPORTED" | "FAILED";
                            updatedStudentCount: number;
                            uploadedBy: string | null;
                            uuid: string;
                            warningCount: number;
                            warnings: {
                                /** @description The field's number in the layout */
                                field: number | null;
                                line: number;
                                message: string;
                                name: string;
                            }[];
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/IsirHeader/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One ISIR file: status, progress, counts, warnings
         * @description Access: permission REVIEW_ISIR_UPLOADS
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number | null;
                            createdAt: string;
                            duplicateCount: number;
                            error: string | null;
                            errorCount: number;
                            fileName: string;
                            finishedAt: string | null;
                            id: number;
                            importedCount: number;
                            jobId: number | null;
                            newStudentCount: number;
                            /** @enum {string} */
                            origin: "UPLOAD" | "MAILBOX";
                            progressRecords: number;
                            progressStep: ("READING" | "PUBLISHING" | "CHOOSING_CURRENT_ISIRS" | "UPDATING_SELECTION" | "ADDING_TASK_LIST_ITEMS") | null;
                            recordCount: number;
                            schoolCode: string;
                            selectedCount: number;
                            sizeBytes: number;
                            /** @enum {string} */
                            status: "QUEUED" | "RUNNING" | "IMPORTED" | "FAILED";
                            updatedStudentCount: number;
                            uploadedBy: string | null;
                            uuid: string;
                            warningCount: number;
                            warnings: {
                                /** @description The field's number in the layout */
                                field: number | null;
                                line: number;
                                message: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/IsirHeader/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The session's school's ISIR files a page at a time, newest first, after a cursor (the previous page's endCursor): every file, where IsirHeader/ stops at 500
         * @description Access: permission REVIEW_ISIR_UPLOADS
         */
        get: {
            parameters: {
                query?: {
                    after?: string;
                    aidYear?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The cursor of the page's last file, for the next page's after (null on an empty page) */
                            endCursor: string | null;
                            /** @description Whether files follow this page */
                            hasNextPage: boolean;
                            items: {
                                aidYear: number | null;
                                createdAt: string;
                                duplicateCount: number;
                                error: string | null;
                                errorCount: number;
                                fileName: string;
                                finishedAt: string | null;
                                id: number;
                                importedCount: number;
                                jobId: number | null;
                                newStudentCount: number;
                                /** @enum {string} */
                                origin: "UPLOAD" | "MAILBOX";
                                progressRecords: number;
                                progressStep: ("READING" | "PUBLISHING" | "CHOOSING_CURRENT_ISIRS" | "UPDATING_SELECTION" | "ADDING_TASK_LIST_ITEMS") | null;
                                recordCount: number;
                                schoolCode: string;
                                selectedCount: number;
                                sizeBytes: number;
                                /** @enum {string} */
                                status: "QUEUED" | "RUNNING" | "IMPORTED" | "FAILED";
                                updatedStudentCount: number;
                                uploadedBy: string | null;
                                uuid: string;
                                warningCount: number;
                                warnings: {
                                    /** @description The field's number in the layout */
                                    field: number | null;
                                    line: number;
                                    message: string;
                                    name: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/IsirRecord/search/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * ISIR records of the session's school by file, student, aid year or last name (SSN as last four)
         * @description Access: permission ED_DATA_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        after?: string | null;
                        aidYear?: number;
                        lastName?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 50 */
                        pageSize?: number;
                        selectedOnly?: boolean;
                        /** Format: uuid */
                        studentUuid?: string;
                        uploadId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The cursor of the page's last record, for the next page's after (null on an empty page) */
                            endCursor: string | null;
                            /** @description Whether records follow this page */
                            hasNextPage: boolean;
                            items: {
                                aidYear: number;
                                commentCodes: string[];
                                dateOfBirth: string | null;
                                dependencyModel: string | null;
                                email: string | null;
                                firstName: string | null;
                                id: number;
                                isCurrent: boolean;
                                lastName: string | null;
                                lineNumber: number;
                                rejectCodes: string | null;
                                sai: number | null;
                                selectedForVerification: string | null;
                                ssnLastFour: string | null;
                                studentUuid: string;
                                trackingFlag: string | null;
                                transactionNumber: number | null;
                                transactionProcessDate: string | null;
                                transactionReceiptDate: string | null;
                                transactionUuid: string | null;
                                uploadId: number;
                                warningCount: number;
                                warnings: {
                                    field: number | null;
                                    message: string;
                                    name: string;
                                }[] | null;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/IsirView/addIsirViewSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give the session's school its own copy of the master ISIR view for an aid year
         * @description Access: permission ISIR_VIEW_SETTINGS_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tabs: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/isirview/copyisirviewtab": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a tab (the school's or a master) with its groups and elements into the school, optionally for another aid year
         * @description Access: permission ISIR_VIEW_SETTINGS_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        tabId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/IsirView/GetIsirViewBySchoolAndYear/{school}/{year}/{flag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's ISIR view for an aid year; flag true falls back to the masters (204 means none)
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    flag: "true" | "false";
                    school: string;
                    year: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            groups: {
                                elements: {
                                    attributeName: string;
                                    displayName: string | null;
                                    groupId: number;
                                    id: number;
                                    masterId: number | null;
                                    sortOrder: number;
                                }[];
                                id: number;
                                masterId: number | null;
                                name: string;
                                sortOrder: number;
                                tabId: number;
                            }[];
                            id: number;
                            /** @description The master it was copied from */
                            masterId: number | null;
                            name: string;
                            schoolCode: string | null;
                            sortOrder: number;
                        }[] | null;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/IsirView/rolloverIsirViewSettings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy the school's ISIR view of aid year {id} into the next aid year
         * @description Access: permission ISIR_VIEW_SETTINGS_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tabs: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/IsirViewElement/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a ISIR view element
         * @description Access: permission ISIR_VIEW_SETTINGS_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        attributeName?: string;
                        displayName?: string | null;
                        groupId?: number;
                        name?: string;
                        sortOrder?: number;
                        tabId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/IsirViewElement/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a ISIR view element
         * @description Access: permission ISIR_VIEW_SETTINGS_VIEW
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": boolean;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Update a ISIR view element
         * @description Access: permission ISIR_VIEW_SETTINGS_VIEW
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        attributeName?: string;
                        displayName?: string | null;
                        name?: string;
                        sortOrder?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/isir-api/IsirViewElement/deleteAndUpdateIsirViewElementSortOrder/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete an element of the school view and close the gap in its group
         * @description Access: permission ISIR_VIEW_SETTINGS_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": boolean;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/IsirViewElement/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search ISIR view elements
         * @description Access: permission ISIR_VIEW_SETTINGS_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        groupId?: number;
                        name?: string;
                        tabId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attributeName: string;
                            displayName: string | null;
                            groupId: number;
                            id: number;
                            masterId: number | null;
                            sortOrder: number;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/IsirViewElement/updateSortOrder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reorder ISIR view elements (ids in their new order)
         * @description Access: permission ISIR_VIEW_SETTINGS_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": boolean;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/IsirViewGroup/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a ISIR view group
         * @description Access: permission ISIR_VIEW_SETTINGS_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        attributeName?: string;
                        displayName?: string | null;
                        groupId?: number;
                        name?: string;
                        sortOrder?: number;
                        tabId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/IsirViewGroup/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a ISIR view group
         * @description Access: permission ISIR_VIEW_SETTINGS_VIEW
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": boolean;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Update a ISIR view group
         * @description Access: permission ISIR_VIEW_SETTINGS_VIEW
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        attributeName?: string;
                        displayName?: string | null;
                        name?: string;
                        sortOrder?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/isir-api/IsirViewGroup/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search ISIR view groups
         * @description Access: permission ISIR_VIEW_SETTINGS_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        groupId?: number;
                        name?: string;
                        tabId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            id: number;
                            masterId: number | null;
                            name: string;
                            sortOrder: number;
                            tabId: number;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/IsirViewGroup/updateSortOrder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reorder ISIR view groups (ids in their new order)
         * @description Access: permission ISIR_VIEW_SETTINGS_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": boolean;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/IsirViewTab/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a ISIR view tab
         * @description Access: permission ISIR_VIEW_SETTINGS_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        attributeName?: string;
                        displayName?: string | null;
                        groupId?: number;
                        name?: string;
                        sortOrder?: number;
                        tabId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/IsirViewTab/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a ISIR view tab
         * @description Access: permission ISIR_VIEW_SETTINGS_VIEW
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": boolean;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Update a ISIR view tab
         * @description Access: permission ISIR_VIEW_SETTINGS_VIEW
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        attributeName?: string;
                        displayName?: string | null;
                        name?: string;
                        sortOrder?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/isir-api/IsirViewTab/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search ISIR view tabs
         * @description Access: permission ISIR_VIEW_SETTINGS_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        groupId?: number;
                        name?: string;
                        tabId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            id: number;
                            /** @description The master it was copied from */
                            masterId: number | null;
                            name: string;
                            schoolCode: string | null;
                            sortOrder: number;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/IsirViewTab/updateSortOrder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reorder ISIR view tabs (ids in their new order)
         * @description Access: permission ISIR_VIEW_SETTINGS_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": boolean;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/MasterIsirViewElement/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a master ISIR view element
         * @description Access: permission ISIR_MASTER_VIEW_SETTINGS_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        attributeName?: string;
                        displayName?: string | null;
                        groupId?: number;
                        name?: string;
                        sortOrder?: number;
                        tabId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/MasterIsirViewElement/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a master ISIR view element
         * @description Access: permission ISIR_MASTER_VIEW_SETTINGS_EDIT
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": boolean;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Update a master ISIR view element
         * @description Access: permission ISIR_MASTER_VIEW_SETTINGS_EDIT
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        attributeName?: string;
                        displayName?: string | null;
                        name?: string;
                        sortOrder?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/isir-api/MasterIsirViewElement/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search master ISIR view elements
         * @description Access: permission ISIR_MASTER_VIEW_SETTINGS_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        groupId?: number;
                        name?: string;
                        tabId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attributeName: string;
                            displayName: string | null;
                            groupId: number;
                            id: number;
                            masterId: number | null;
                            sortOrder: number;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/MasterIsirViewElement/updateSortOrder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reorder master ISIR view elements (ids in their new order)
         * @description Access: permission ISIR_MASTER_VIEW_SETTINGS_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": boolean;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/MasterIsirViewGroup/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a master ISIR view group
         * @description Access: permission ISIR_MASTER_VIEW_SETTINGS_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        attributeName?: string;
                        displayName?: string | null;
                        groupId?: number;
                        name?: string;
                        sortOrder?: number;
                        tabId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/MasterIsirViewGroup/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a master ISIR view group
         * @description Access: permission ISIR_MASTER_VIEW_SETTINGS_EDIT
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": boolean;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Update a master ISIR view group
         * @description Access: permission ISIR_MASTER_VIEW_SETTINGS_EDIT
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        attributeName?: string;
                        displayName?: string | null;
                        name?: string;
                        sortOrder?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/isir-api/MasterIsirViewGroup/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search master ISIR view groups
         * @description Access: permission ISIR_MASTER_VIEW_SETTINGS_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        groupId?: number;
                        name?: string;
                        tabId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            id: number;
                            masterId: number | null;
                            name: string;
                            sortOrder: number;
                            tabId: number;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/MasterIsirViewGroup/updateSortOrder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reorder master ISIR view groups (ids in their new order)
         * @description Access: permission ISIR_MASTER_VIEW_SETTINGS_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": boolean;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/MasterIsirViewTab/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a master ISIR view tab
         * @description Access: permission ISIR_MASTER_VIEW_SETTINGS_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        attributeName?: string;
                        displayName?: string | null;
                        groupId?: number;
                        name?: string;
                        sortOrder?: number;
                        tabId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/MasterIsirViewTab/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a master ISIR view tab
         * @description Access: permission ISIR_MASTER_VIEW_SETTINGS_EDIT
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": boolean;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Update a master ISIR view tab
         * @description Access: permission ISIR_MASTER_VIEW_SETTINGS_EDIT
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        attributeName?: string;
                        displayName?: string | null;
                        name?: string;
                        sortOrder?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/isir-api/MasterIsirViewTab/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search master ISIR view tabs
         * @description Access: permission ISIR_MASTER_VIEW_SETTINGS_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        groupId?: number;
                        name?: string;
                        tabId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            id: number;
                            /** @description The master it was copied from */
                            masterId: number | null;
                            name: string;
                            schoolCode: string | null;
                            sortOrder: number;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/MasterIsirViewTab/updateSortOrder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reorder master ISIR view tabs (ids in their new order)
         * @description Access: permission ISIR_MASTER_VIEW_SETTINGS_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": boolean;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/studentrepository/getManyByIDs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Roster rows by id (rows of other schools are left out)
         * @description Access: permission STUDENT_REPOSITORY_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            dateOfBirth: string;
                            email: string | null;
                            enrollmentTerm: string | null;
                            firstName: string;
                            id: number;
                            isirId: number | null;
                            lastName: string;
                            matchReason: string | null;
                            matchScore: number | null;
                            /** @enum {string} */
                            matchStatus: "MATCHED" | "PROPOSED" | "UNMATCHED";
                            phone: string | null;
                            processedAt: string | null;
                            /** @description The fuzzy match staff accept or reject */
                            proposedStudent: {
                                dateOfBirth: string | null;
                                name: string;
                                ssnLastFour: string | null;
                                uuid: string;
                            } | null;
                            rowNumber: number;
                            schoolStudentId: string;
                            selected: boolean;
                            ssnLastFour: string;
                            student: {
                                name: string;
                                status: string;
                                uuid: string;
                                verificationGroup: string | null;
                            } | null;
                            uploadId: number;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/studentrepository/processStudRepoIntoVG/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place the matched, selected students of upload {id} into their verification groups and create their task lists (rowIds: these rows only)
         * @description Access: permission STUDENT_REPOSITORY_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        rowIds?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            placed: number;
                            skipped: number;
                            taskItemsCreated: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/studentrepository/reviewMatch/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept (it then fills the student) or reject the proposed fuzzy match of a roster row
         * @description Access: permission STUDENT_REPOSITORY_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        accept: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            dateOfBirth: string;
                            email: string | null;
                            enrollmentTerm: string | null;
                            firstName: string;
                            id: number;
                            isirId: number | null;
                            lastName: string;
                            matchReason: string | null;
                            matchScore: number | null;
                            /** @enum {string} */
                            matchStatus: "MATCHED" | "PROPOSED" | "UNMATCHED";
                            phone: string | null;
                            processedAt: string | null;
                            /** @description The fuzzy match staff accept or reject */
                            proposedStudent: {
                                dateOfBirth: string | null;
                                name: string;
                                ssnLastFour: string | null;
                                uuid: string;
                            } | null;
                            rowNumber: number;
                            schoolStudentId: string;
                            selected: boolean;
                            ssnLastFour: string;
                            student: {
                                name: string;
                                status: string;
                                uuid: string;
                                verificationGroup: string | null;
                            } | null;
                            uploadId: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/studentrepository/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of the school's roster rows by upload, aid year, match status, name or student id (SSN as last four)
         * @description Access: permission STUDENT_REPOSITORY_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        /** @enum {string} */
                        matchStatus?: "MATCHED" | "PROPOSED" | "UNMATCHED";
                        name?: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 50 */
                        pageSize?: number;
                        processed?: boolean;
                        schoolStudentId?: string;
                        uploadId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                aidYear: number;
                                dateOfBirth: string;
                                email: string | null;
                                enrollmentTerm: string | null;
                                firstName: string;
                                id: number;
                                isirId: number | null;
                                lastName: string;
                                matchReason: string | null;
                                matchScore: number | null;
                                /** @enum {string} */
                                matchStatus: "MATCHED" | "PROPOSED" | "UNMATCHED";
                                phone: string | null;
                                processedAt: string | null;
                                /** @description The fuzzy match staff accept or reject */
                                proposedStudent: {
                                    dateOfBirth: string | null;
                                    name: string;
                                    ssnLastFour: string | null;
                                    uuid: string;
                                } | null;
                                rowNumber: number;
                                schoolStudentId: string;
                                selected: boolean;
                                ssnLastFour: string;
                                student: {
                                    name: string;
                                    status: string;
                                    uuid: string;
                                    verificationGroup: string | null;
                                } | null;
                                uploadId: number;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/studentrepository/searchbylists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The lists of the reports: UPLOADS (upload report), ERRORS (error report) or UNMATCHED_STUDENTS (ISIR students no row of an upload matched)
         * @description Access: staff
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        code?: string;
                        from?: string;
                        /** @enum {string} */
                        list: "UPLOADS" | "ERRORS" | "UNMATCHED_STUDENTS";
                        /** @default 1 */
                        page?: number;
                        /** @default 50 */
                        pageSize?: number;
                        to?: string;
                        uploadId?: number;
                        withErrors?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                aidYear: number;
                                createdAt: string;
                                errorCount: number;
                                /** @enum {string} */
                                fileFormat: "CSV" | "XLSX";
                                fileName: string;
                                id: number;
                                matchedCount: number;
                                processedAt: string | null;
                                processedCount: number;
                                proposedCount: number;
                                rowCount: number;
                                sizeBytes: number;
                                unmatchedCount: number;
                                uploadedBy: string | null;
                                uuid: string;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        } | {
                            items: {
                                aidYear: number;
                                code: string;
                                column: string | null;
                                fileName: string;
                                id: number;
                                message: string;
                                rowNumber: number;
                                uploadId: number;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        } | {
                            items: {
                                firstName: string;
                                lastName: string;
                                ssnLastFour: string | null;
                                status: string;
                                studentNumber: string;
                                uuid: string;
                                verificationGroup: string | null;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/studentrepository/searchIDs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The ids of every roster row the filter finds (to select them all)
         * @description Access: permission STUDENT_REPOSITORY_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        /** @enum {string} */
                        matchStatus?: "MATCHED" | "PROPOSED" | "UNMATCHED";
                        name?: string;
                        processed?: boolean;
                        schoolStudentId?: string;
                        uploadId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ids: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/studentrepository/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Load a roster from the school's SIS (multipart: AidYear, then file, CSV or .xlsx); faulty rows are listed, the rest matched to ISIR students
         * @description Access: permission STUDENT_REPOSITORY_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            createdAt: string;
                            errorCount: number;
                            /** @enum {string} */
                            fileFormat: "CSV" | "XLSX";
                            fileName: string;
                            id: number;
                            matchedCount: number;
                            processedAt: string | null;
                            processedCount: number;
                            proposedCount: number;
                            rowCount: number;
                            sizeBytes: number;
                            unmatchedCount: number;
                            uploadedBy: string | null;
                            uuid: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/studentRepositoryTransferFileHeader/DownloadTransferFile/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A kept transfer file again: {a} the aid year, {b} the file (header id); JSON clients get it base64-encoded
         * @description Access: permission STUDENT_REPOSITORY_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    a: number;
                    b: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contentBase64: string;
                            contentType: string;
                            fileName: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/StudentRepositoryTransferFileHeader/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a status file for the SIS now (CSV or FIXED width) for an aid year
         * @description Access: permission STUDENT_REPOSITORY_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear: number;
                        /**
                         * @default CSV
                         * @enum {string}
                         */
                        format?: "CSV" | "FIXED";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            createdAt: string;
                            createdBy: string | null;
                            /** @enum {string} */
                            fileFormat: "CSV" | "FIXED";
                            fileName: string;
                            id: number;
                            /** @enum {string} */
                            origin: "ON_DEMAND" | "SCHEDULED";
                            recordCount: number;
                            selectedCount: number;
                            sizeBytes: number;
                            uuid: string;
                            verifiedCount: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/StudentRepositoryTransferFileHeader/StudentRepositoryTransferHeaderReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The school's transfer files (header report), newest first
         * @description Access: permission STUDENT_REPOSITORY_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        /** @default 1 */
                        page?: number;
                        /** @default 50 */
                        pageSize?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                aidYear: number;
                                createdAt: string;
                                createdBy: string | null;
                                /** @enum {string} */
                                fileFormat: "CSV" | "FIXED";
                                fileName: string;
                                id: number;
                                /** @enum {string} */
                                origin: "ON_DEMAND" | "SCHEDULED";
                                recordCount: number;
                                selectedCount: number;
                                sizeBytes: number;
                                uuid: string;
                                verifiedCount: number;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/studentrepositoryTransferRecord/searchbylists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transfer file lines across files by lists of files, student ids, Pell verification statuses or groups
         * @description Access: permission STUDENT_REPOSITORY_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        headerIds?: number[];
                        /** @default 1 */
                        page?: number;
                        /** @default 50 */
                        pageSize?: number;
                        pellVerificationStatuses?: ("V" | "S" | "W")[];
                        schoolStudentIds?: string[];
                        verificationGroups?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                completionDate: string | null;
                                fileName: string;
                                headerId: number;
                                id: number;
                                lineNumber: number;
                                pellVerificationStatus: string | null;
                                sai: number | null;
                                schoolStudentId: string;
                                studentUuid: string | null;
                                verificationGroup: string | null;
                                verificationStatus: string;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/isir-api/studentrepositoryTransferRecord/StudentRepositoryTransferRecordReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The lines of one transfer file (record report)
         * @description Access: permission STUDENT_REPOSITORY_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        headerId: number;
                        /** @default 1 */
                        page?: number;
                        /** @default 50 */
                        pageSize?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                completionDate: string | null;
                                fileName: string;
                                headerId: number;
                                id: number;
                                lineNumber: number;
                                pellVerificationStatus: string | null;
                                sai: number | null;
                                schoolStudentId: string;
                                studentUuid: string | null;
                                verificationGroup: string | null;
                                verificationStatus: string;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/AdministrativeActivity/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What staff changed in the session's school between two of its days (both included, in its time zone)
         * @description Access: permission ADMINISTRATIVE_ACTIVITY_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        action?: string;
                        from: string;
                        studentID?: number;
                        to: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            action: string;
                            actor: string | null;
                            at: string;
                            details: string;
                            entityId: string | null;
                            entityType: string;
                            id: string;
                            role: string | null;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/AdministrativeActivity/searchPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * /AdministrativeActivity a page at a time (newest first, or after a cursor): every entry between two of the school's days, with the total
         * @description Access: permission ADMINISTRATIVE_ACTIVITY_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        action?: string;
                        after?: string | null;
                        from: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 50 */
                        pageSize?: number;
                        to: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            endCursor: string | null;
                            hasNextPage: boolean;
                            page: number;
                            pageSize: number;
                            rows: {
                                action: string;
                                actor: string | null;
                                at: string;
                                details: string;
                                entityId: string | null;
                                entityType: string;
                                id: string;
                                role: string | null;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/category/GetNestedCategories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Permission categories as a tree, each with its permissions
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            children: unknown[];
                            id: number;
                            name: string;
                            permissions: {
                                code: string;
                                id: number;
                                isSchoolControlled: boolean;
                                name: string;
                            }[];
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/commentCodeInfo/search/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What each federal comment code means in an aid year (display true: only the shown ones)
         * @description Access: staff
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        /** @default false */
                        display?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            code: string;
                            description: string;
                            display: boolean;
                            id: number;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/commentCodeInfo/UpdateAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Sets several comment codes' meanings and display for an aid year at once (all or none)
         * @description Access: permission SETTINGS_VIEW
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear: number;
                        items: {
                            code: string;
                            description?: string;
                            display?: boolean;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            updated: {
                                aidYear: number;
                                code: string;
                                description: string;
                                display: boolean;
                                id: number;
                            }[];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/school-api/CommunicationLog/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mails and texts sent to the session's school's students and parents between two dates (subjects, not bodies)
         * @description Access: permission COMMUNICATION_LOG_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attempts: number;
                            channel: string;
                            createdAt: string;
                            deliveredAt: string | null;
                            failedAt: string | null;
                            failureReason: string | null;
                            id: string;
                            recipient: string;
                            recipientName: string;
                            sentAt: string | null;
                            /** @enum {string} */
                            status: "QUEUED" | "SENDING" | "SENT" | "DELIVERED" | "FAILED";
                            subject: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/edMessage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Files received from the mailbox with their status (edFileStatus 1: imported)
         * @description Access: permission SAIG_MAILBOX_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number | null;
                            edFileStatus: number;
                            id: number;
                            importedAt: string | null;
                            messageClass: string;
                            receivedAt: string;
                            sizeBytes: number;
                            statusMessage: string | null;
                            tgNumber: string;
                            uniqueFileName: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/edMessage/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Imports a received ISIR file; edFileStatus becomes 1 ('File Imported Successfully')
         * @description Access: permission UPLOAD_ISIR
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {number} */
                        edFileStatus: 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            edFileStatus: number;
                            message: string;
                            summary: string;
                            uploadId: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/school-api/FTISetup/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The session's school's FTI setup: whether federal tax information is enabled, and its agreement
         * @description Access: permission GLOBAL_SCHOOL_SETTINGS_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            agreementDate: string | null;
                            agreementSignedBy: string | null;
                            ftiEnabled: boolean;
                            schoolCode: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/FTISetup/addOrUpdate/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves the school's FTI setup (enabling needs who signed the agreement and when)
         * @description Access: permission GLOBAL_SCHOOL_SETTINGS_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default null */
                        agreementDate?: string | null;
                        /** @default null */
                        agreementSignedBy?: string | null;
                        ftiEnabled: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            agreementDate: string | null;
                            agreementSignedBy: string | null;
                            ftiEnabled: boolean;
                            message: string;
                            schoolCode: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/holiday/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The session's school's holidays
         * @description Access: permission HOLIDAYS_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            holidayDate: string;
                            id: number;
                            name: string;
                            schoolCode: string | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /**
         * Adds a holiday ('Holiday Added')
         * @description Access: permission HOLIDAYS_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        holidayDate: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            holidayDate: string;
                            id: number;
                            message: string;
                            name: string;
                            schoolCode: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/holiday/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Deletes a holiday ('Holiday Deleted')
         * @description Access: permission HOLIDAYS_VIEW
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Changes a holiday ('Holiday Updated')
         * @description Access: permission HOLIDAYS_VIEW
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        holidayDate: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            holidayDate: string;
                            id: number;
                            message: string;
                            name: string;
                            schoolCode: string | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/school-api/holiday/copyDefaultHoliday/{x}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copies the installation's default holidays of a calendar year ('Default Holidays Copied')
         * @description Access: permission HOLIDAYS_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    x: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            copied: number;
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/isirImport/processIsirFile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Process an ISIR file for the session's school (multipart SchoolCode, AidYear, isirFile); stored whole or not at all
         * @description Access: permission UPLOAD_ISIR
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number | null;
                            createdAt: string;
                            duplicateCount: number;
                            error: string | null;
                            errorCount: number;
                            fileName: string;
                            finishedAt: string | null;
                            id: number;
                            importedCount: number;
                            jobId: number | null;
                            newStudentCount: number;
                            /** @enum {string} */
                            origin: "UPLOAD" | "MAILBOX";
                            progressRecords: number;
                            progressStep: ("READING" | "PUBLISHING" | "CHOOSING_CURRENT_ISIRS" | "UPDATING_SELECTION" | "ADDING_TASK_LIST_ITEMS") | null;
                            recordCount: number;
                            schoolCode: string;
                            selectedCount: number;
                            sizeBytes: number;
                            /** @enum {string} */
                            status: "QUEUED" | "RUNNING" | "IMPORTED" | "FAILED";
                            updatedStudentCount: number;
                            uploadedBy: string | null;
                            uuid: string;
                            warningCount: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One job of the school (404 for another school's; without JOBS_PAGE_VIEW, for another person's)
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attempts: number;
                            createdAt: string;
                            createdBy: string | null;
                            /** @description The staff member who started it; null for the system's own */
                            createdByName: string | null;
                            error: string | null;
                            finishedAt: string | null;
                            id: number;
                            kind: string;
                            /** @description What staff read for the kind, e.g. "ISIR file import" */
                            kindLabel: string;
                            maxAttempts: number;
                            /** @description The job's checkpoint; done/total/unit draw the progress bar */
                            progress: {
                                [key: string]: unknown;
                            };
                            runAfter: string;
                            schoolCode: string | null;
                            /** @enum {string} */
                            status: "QUEUED" | "RUNNING" | "DONE" | "FAILED" | "CANCELLED";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/jobs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels a queued job before it starts (409 when it is running or finished)
         * @description Access: permission JOBS_PAGE_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            job: {
                                attempts: number;
                                createdAt: string;
                                createdBy: string | null;
                                /** @description The staff member who started it; null for the system's own */
                                createdByName: string | null;
                                error: string | null;
                                finishedAt: string | null;
                                id: number;
                                kind: string;
                                /** @description What staff read for the kind, e.g. "ISIR file import" */
                                kindLabel: string;
                                maxAttempts: number;
                                /** @description The job's checkpoint; done/total/unit draw the progress bar */
                                progress: {
                                    [key: string]: unknown;
                                };
                                runAfter: string;
                                schoolCode: string | null;
                                /** @enum {string} */
                                status: "QUEUED" | "RUNNING" | "DONE" | "FAILED" | "CANCELLED";
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/jobs/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Runs a failed or cancelled job again from its last checkpoint (409 otherwise)
         * @description Access: permission JOBS_PAGE_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            job: {
                                attempts: number;
                                createdAt: string;
                                createdBy: string | null;
                                /** @description The staff member who started it; null for the system's own */
                                createdByName: string | null;
                                error: string | null;
                                finishedAt: string | null;
                                id: number;
                                kind: string;
                                /** @description What staff read for the kind, e.g. "ISIR file import" */
                                kindLabel: string;
                                maxAttempts: number;
                                /** @description The job's checkpoint; done/total/unit draw the progress bar */
                                progress: {
                                    [key: string]: unknown;
                                };
                                runAfter: string;
                                schoolCode: string | null;
                                /** @enum {string} */
                                status: "QUEUED" | "RUNNING" | "DONE" | "FAILED" | "CANCELLED";
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/jobs/page/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's background jobs (without JOBS_PAGE_VIEW: the caller's own), newest first, with state, progress (done/total), who started them and errors
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: {
                    after?: string;
                    pageSize?: number;
                    status?: "QUEUED" | "RUNNING" | "DONE" | "FAILED" | "CANCELLED";
                };
                header?: never;
                path: {
                    page: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Queued or running jobs of the school (the page polls while any) */
                            active: number;
                            /** @description The cursor of the page's last job, for the next page's after (null on an empty page) */
                            endCursor: string | null;
                            /** @description Whether jobs follow this page */
                            hasNextPage: boolean;
                            jobs: {
                                attempts: number;
                                createdAt: string;
                                createdBy: string | null;
                                /** @description The staff member who started it; null for the system's own */
                                createdByName: string | null;
                                error: string | null;
                                finishedAt: string | null;
                                id: number;
                                kind: string;
                                /** @description What staff read for the kind, e.g. "ISIR file import" */
                                kindLabel: string;
                                maxAttempts: number;
                                /** @description The job's checkpoint; done/total/unit draw the progress bar */
                                progress: {
                                    [key: string]: unknown;
                                };
                                runAfter: string;
                                schoolCode: string | null;
                                /** @enum {string} */
                                status: "QUEUED" | "RUNNING" | "DONE" | "FAILED" | "CANCELLED";
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/NewSchool/addNewSchool/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a school copied from a template school; the caller gets their role there ('School has been added!')
         * @description Access: permission ADD_SCHOOL_SETTINGS_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        initialAidYear: number;
                        /** @default true */
                        isV1Active?: boolean;
                        /** @default false */
                        isV2Active?: boolean;
                        /** @default false */
                        isV3Active?: boolean;
                        /** @default true */
                        isV4Active?: boolean;
                        /** @default true */
                        isV5Active?: boolean;
                        /** @default false */
                        isV6Active?: boolean;
                        /** @default true */
                        processCCodes?: boolean;
                        /** @default true */
                        processRCodes?: boolean;
                        schoolCode: string;
                        schoolName: string;
                        schoolPURL: string;
                        /**
                         * @default LIVE
                         * @enum {string}
                         */
                        systemMode?: "LIVE" | "TEST";
                        templateSchoolCode: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            message: string;
                            schoolCode: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/NotificationTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The messages the product sends, in the school's wording where it has one
         * @description Access: permission MESSAGE_TEMPLATES_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            body: string;
                            /** @enum {string} */
                            channel: "EMAIL" | "SMS";
                            code: string;
                            defaultId: number;
                            id: number;
                            isSchoolOverride: boolean;
                            /** @enum {string} */
                            language: "en" | "es";
                            name: string;
                            placeholders: string[];
                            schoolCode: string | null;
                            subject: string;
                            updatedAt: string | null;
                            updatedBy: string | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/NotificationTemplate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Back to the installation's wording of a message
         * @description Access: permission MESSAGE_TEMPLATES_VIEW
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            body: string;
                            /** @enum {string} */
                            channel: "EMAIL" | "SMS";
                            code: string;
                            defaultId: number;
                            id: number;
                            isSchoolOverride: boolean;
                            /** @enum {string} */
                            language: "en" | "es";
                            message: string;
                            name: string;
                            placeholders: string[];
                            schoolCode: string | null;
                            subject: string;
                            updatedAt: string | null;
                            updatedBy: string | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * The school's own subject and body for a message (id: the installation's template) ('Successful Update')
         * @description Access: permission MESSAGE_TEMPLATES_VIEW
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                        subject: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            body: string;
                            /** @enum {string} */
                            channel: "EMAIL" | "SMS";
                            code: string;
                            defaultId: number;
                            id: number;
                            isSchoolOverride: boolean;
                            /** @enum {string} */
                            language: "en" | "es";
                            message: string;
                            name: string;
                            placeholders: string[];
                            schoolCode: string | null;
                            subject: string;
                            updatedAt: string | null;
                            updatedBy: string | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/school-api/permission/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every permission
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            categoryID: number | null;
                            code: string;
                            id: number;
                            isSchoolControlled: boolean;
                            name: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/permission/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Permissions matching a filter (e.g. isSchoolControlled true, text in code or name)
         * @description Access: permission PERMISSIONS_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        categoryID?: number;
                        isSchoolControlled?: boolean;
                        text?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            categoryID: number | null;
                            code: string;
                            id: number;
                            isSchoolControlled: boolean;
                            name: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/reminders/metrics/{aidYear}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reminders sent in the aid year, students reminded, and how many acted within 7 days of one
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aidYear: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            actedShare: number | null;
                            actedWithin7Days: number;
                            aidYear: number;
                            remindersSent: number;
                            studentsReminded: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/reminders/plan/{aidYear}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The aid year's reminder plan (saved: false shows the defaults of a plan not yet saved, off)
         * @description Access: permission MESSAGE_TEMPLATES_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aidYear: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            enabled: boolean;
                            everyDays: number;
                            firstAfterDays: number;
                            itemStatuses: string[];
                            maxReminders: number;
                            quietEnd: string;
                            quietStart: string;
                            saved: boolean;
                            schoolCode: string;
                            sendEmail: boolean;
                            sendSms: boolean;
                            signatureMissing: boolean;
                            timeZone: string;
                            updatedAt: string | null;
                            updatedBy: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Saves the aid year's reminder plan ('Successful Update')
         * @description Access: permission MESSAGE_TEMPLATES_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aidYear: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        enabled: boolean;
                        everyDays: number;
                        firstAfterDays: number;
                        itemStatuses: ("NEW" | "IN_PROGRESS" | "NEEDS_CORRECTION")[];
                        maxReminders: number;
                        quietEnd: string;
                        quietStart: string;
                        sendEmail: boolean;
                        sendSms: boolean;
                        signatureMissing: boolean;
                        /** @default America/New_York */
                        timeZone?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            enabled: boolean;
                            everyDays: number;
                            firstAfterDays: number;
                            itemStatuses: string[];
                            maxReminders: number;
                            message: string;
                            quietEnd: string;
                            quietStart: string;
                            saved: boolean;
                            schoolCode: string;
                            sendEmail: boolean;
                            sendSms: boolean;
                            signatureMissing: boolean;
                            timeZone: string;
                            updatedAt: string | null;
                            updatedBy: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/reminders/sendNow/{aidYear}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Runs the reminder plan now: queues reminders for every student due one (409 in quiet hours)
         * @description Access: permission MESSAGE_TEMPLATES_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aidYear: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            messages: number;
                            students: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/reminders/student/{id}/{aidYear}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The student's last reminder of the aid year: when, to whom, what it said
         * @description Access: permission STUDENT_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aidYear: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            messages: {
                                body: string;
                                /** @enum {string} */
                                channel: "EMAIL" | "SMS";
                                openItems: string[];
                                recipient: string;
                                subject: string;
                            }[];
                            rounds: number;
                            sentAt: string | null;
                            startedBy: string | null;
                            studentID: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/report/{name}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole filtered, sorted report as CSV or .xlsx, streamed (up to 5000 rows; larger ones are export jobs)
         * @description Access: staff
         */
        get: {
            parameters: {
                query: {
                    aidYear: number;
                    descending?: "true" | "false";
                    filters?: string;
                    format?: "csv" | "xlsx";
                    sort?: string;
                };
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/report/{name}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts an export: up to 5000 rows download at once (direct), more run as a job whose file is downloaded when done
         * @description Access: staff
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear: number;
                        descending?: boolean | null;
                        /** @default {} */
                        filters?: {
                            [key: string]: string | null;
                        };
                        /** @enum {string} */
                        format: "csv" | "xlsx";
                        /** @default 1 */
                        page?: number;
                        /** @default 50 */
                        pageSize?: number;
                        sort?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            direct: boolean;
                            export: {
                                aidYear: number;
                                createdAt: string;
                                createdBy: string;
                                error: string | null;
                                fileName: string;
                                finishedAt: string | null;
                                format: string;
                                report: string;
                                rowCount: number | null;
                                sizeBytes: number | null;
                                status: string;
                                uuid: string;
                            } | null;
                            rows: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/report/{name}/exports/{aidYear}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's recent export jobs of a report for an aid year, newest first
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aidYear: number;
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            createdAt: string;
                            createdBy: string;
                            error: string | null;
                            fileName: string;
                            finishedAt: string | null;
                            format: string;
                            report: string;
                            rowCount: number | null;
                            sizeBytes: number | null;
                            status: string;
                            uuid: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/report/{name}/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of a report for the caller's school and an aid year: filtered, sorted and paged on the server (each report needs its own permission)
         * @description Access: staff
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        after?: string | null;
                        aidYear: number;
                        descending?: boolean | null;
                        /** @default {} */
                        filters?: {
                            [key: string]: string | null;
                        };
                        /** @default 1 */
                        page?: number;
                        /** @default 50 */
                        pageSize?: number;
                        sort?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            actions: string[];
                            aidYear: number;
                            columns: {
                                key: string;
                                label: string;
                                sortable?: boolean;
                                /** @enum {string} */
                                type?: "number" | "boolean" | "date" | "text" | "datetime";
                            }[];
                            descending: boolean;
                            endCursor: string | null;
                            filters: {
                                column?: string;
                                key: string;
                                label: string;
                                options?: {
                                    label: string;
                                    value: string;
                                }[];
                                /** @enum {string} */
                                type: "boolean" | "text" | "select";
                            }[];
                            hasNextPage: boolean;
                            page: number;
                            pageSize: number;
                            purpose: string;
                            report: string;
                            rows: {
                                cells: (string | null)[];
                                key: string;
                                studentUuid: string | null;
                            }[];
                            sort: string;
                            summary: {
                                label: string;
                                value: string;
                            }[];
                            title: string;
                            total: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/report/definitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reports the caller may run: name, title, purpose, columns and filters
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            minAidYear: number | null;
                            name: string;
                            purpose: string;
                            title: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/report/exportFile/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The file of a finished export job (same school, and the permission of its report)
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/report/getAverageReviewToVerifiedTime/{x}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Average time from a student entering review to verification, for the aid year
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    x: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            averageDays: number | null;
                            averageSeconds: number | null;
                            students: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/report/getAverageSignupToVerifiedTime/{x}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Average time from a student's account creation to verification, for the aid year's students
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    x: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            averageDays: number | null;
                            averageSeconds: number | null;
                            students: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/report/getStatusCountsOverTime/{x}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The aid year's students by verification status at the end of each of the last 26 weeks (the last point is now), from the status history
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    x: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            at: string;
                            counts: {
                                count: number;
                                status: string;
                            }[];
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/report/institutionalSelection/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records that the school selected the student for verification for an aid year, with the reason (STUDENT_EDIT)
         * @description Access: staff
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            institutionalSelection: {
                                aidYear: number;
                                reason: string;
                                selectedAt: string;
                                selectedBy: string;
                            } | null;
                            watchlist: {
                                flaggedAt: string;
                                flaggedBy: string;
                                reason: string;
                            } | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/report/studentFlags/{id}/{aidYear}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The student's open watchlist flag and the institution's selection for the aid year
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aidYear: number;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            institutionalSelection: {
                                aidYear: number;
                                reason: string;
                                selectedAt: string;
                                selectedBy: string;
                            } | null;
                            watchlist: {
                                flaggedAt: string;
                                flaggedBy: string;
                                reason: string;
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/report/SuperBinderReport/createBinders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queues a job creating a super binder for each student of the filter whose binder is missing or out of date (STUDENT_EDIT)
         * @description Access: staff
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear: number;
                        /** @default {} */
                        filters?: {
                            [key: string]: string | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            jobId: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/report/watchlist/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Puts the student on the watchlist with a reason (STUDENT_EDIT)
         * @description Access: staff
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            institutionalSelection: {
                                aidYear: number;
                                reason: string;
                                selectedAt: string;
                                selectedBy: string;
                            } | null;
                            watchlist: {
                                flaggedAt: string;
                                flaggedBy: string;
                                reason: string;
                            } | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/report/watchlist/{id}/{aidYear}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Takes the student off the watchlist (STUDENT_EDIT)
         * @description Access: staff
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aidYear: number;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            institutionalSelection: {
                                aidYear: number;
                                reason: string;
                                selectedAt: string;
                                selectedBy: string;
                            } | null;
                            watchlist: {
                                flaggedAt: string;
                                flaggedBy: string;
                                reason: string;
                            } | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/role/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every role
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string;
                            id: number;
                            isStaff: boolean;
                            name: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/role/getAllActivePermissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Permission codes of the caller's role in the session's school
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/RolePermissionLink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every role-permission link
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            permissionID: number;
                            roleID: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/RolePermissionLink/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grants a role a permission ('Permissions were updated successfully')
         * @description Access: permission PERMISSIONS_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        permissionID: number;
                        roleID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            added: {
                                id: number;
                                permissionID: number;
                                roleID: number;
                            }[];
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/RolePermissionLink/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Removes one role-permission link
         * @description Access: permission PERMISSIONS_VIEW
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            removed: number[];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/RolePermissionLink/batchAddRolePermissionLinks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grants several role-permission links at once
         * @description Access: permission PERMISSIONS_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        permissionID: number;
                        roleID: number;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            added: {
                                id: number;
                                permissionID: number;
                                roleID: number;
                            }[];
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/RolePermissionLink/batchDeleteRolePermissionLinks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Removes several role-permission links at once
         * @description Access: permission PERMISSIONS_VIEW
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        permissionID: number;
                        roleID: number;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            removed: number[];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/school-api/rolePermissionLinkHistory/getRolePermissionLinkHistoryByDateRange/{from}/{to}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Changes to role-permission links in the session's school between two of its days (both included, in its time zone)
         * @description Access: permission SCHOOL_AUDIT_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    from: string;
                    to: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            changedAt: string;
                            changedBy: string | null;
                            entityId: string;
                            entityType: string;
                            field: string;
                            id: number;
                            newValue: string | null;
                            oldValue: string | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/saigAdmin/checkIfPasswordExists/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a mailbox password is stored
         * @description Access: permission SAIG_MAILBOX_ADMINISTRATION_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": boolean;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/saigAdmin/createSchoolFolder/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates the school's mailbox folder ('Setup School', or 'School folder exists')
         * @description Access: permission SAIG_MAILBOX_ADMINISTRATION_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            folder: string;
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/SaigAdmin/downloadFile/{tgNumber}/{fileName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Downloads a received mailbox file
         * @description Access: permission SAIG_MAILBOX_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    fileName: string;
                    tgNumber: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contentBase64: string;
                            contentType: string;
                            fileName: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/SaigAdmin/getFTPLog/{x}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The mailbox transfer log of the session's school (newest first)
         * @description Access: permission SAIG_MAILBOX_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    x: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            id: number;
                            level: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/saigAdmin/getSchoolFolder/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's mailbox folder (404 'Could not find school folder')
         * @description Access: permission SAIG_MAILBOX_ADMINISTRATION_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            folder: string;
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/saigAdmin/getSchoolTgInfo/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's TG number, whether a mailbox password is stored and whether its folder exists (never the password)
         * @description Access: permission SAIG_MAILBOX_ADMINISTRATION_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            folderExists: boolean;
                            hasPassword: boolean;
                            schoolCode: string;
                            tgNumber: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/saigAdmin/pollMailboxes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fetches new files from the school's mailbox now ('Successfully retrieved mailbox.')
         * @description Access: permission SAIG_MAILBOX_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            received: number;
                            skipped: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/saigAdmin/setupPassword/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes the mailbox password; the old one must match or nothing changes
         * @description Access: permission SAIG_MAILBOX_ADMINISTRATION_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        newPassword1: string & (unknown & unknown);
                        oldPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hasPassword: boolean;
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/saigAdmin/storePassword/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stores the first mailbox password (sealed); refused when one is set
         * @description Access: permission SAIG_MAILBOX_ADMINISTRATION_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string & (unknown & unknown);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hasPassword: boolean;
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/saigAdmin/updatePassword/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets the mailbox password when none is stored yet (changing one needs setupPassword with the old one)
         * @description Access: permission SAIG_MAILBOX_ADMINISTRATION_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        newPassword1: string & (unknown & unknown);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hasPassword: boolean;
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/saigAdmin/updateTgInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Sets the school's TG number ('Successfully updated mailbox settings.')
         * @description Access: permission SAIG_MAILBOX_ADMINISTRATION_VIEW
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        tgNumber: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            folderExists: boolean;
                            hasPassword: boolean;
                            message: string;
                            schoolCode: string;
                            tgNumber: string | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/school-api/school/allowNullUpdate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Updates the session's school profile (names, PURL, student id label, default aid year, logo, time zone; null removes the logo, or sets the installation's time zone)
         * @description Access: permission GLOBAL_SCHOOL_SETTINGS_VIEW
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        defaultAidYear?: number;
                        mailReplyTo?: string | null;
                        mailSenderName?: string | null;
                        name?: string;
                        schoolLogo?: string | null;
                        schoolName?: string;
                        schoolUrl?: string;
                        sidName?: string;
                        timeZone?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYears: number[];
                            defaultAidYear: number;
                            id: number;
                            installationTimeZone: string;
                            mailReplyTo: string | null;
                            mailSenderName: string | null;
                            message: string;
                            name: string;
                            schoolCode: string;
                            schoolIsirRecInfo: {
                                studRepo: boolean;
                            };
                            schoolLogo: string | null;
                            schoolName: string;
                            schoolUrl: string;
                            sidName: string;
                            timeZone: string | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/school-api/school/getBySchoolCode/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The session's school: names, PURL, logo, aid years, default aid year, student id label
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYears: number[];
                            defaultAidYear: number;
                            id: number;
                            installationTimeZone: string;
                            mailReplyTo: string | null;
                            mailSenderName: string | null;
                            name: string;
                            schoolCode: string;
                            schoolIsirRecInfo: {
                                studRepo: boolean;
                            };
                            schoolLogo: string | null;
                            schoolName: string;
                            schoolUrl: string;
                            sidName: string;
                            timeZone: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/SchoolAidYearFile/search/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The session's school's files, by aid year and file type
         * @description Access: staff
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        fileType?: number;
                        schoolCode: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number | null;
                            fileName: string;
                            fileType: number;
                            id: number;
                            schoolCode: string;
                            sizeBytes: number;
                            uploadedAt: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/SchoolAidYearFile/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stores (or replaces) a file the school publishes, by aid year (null: every year) and file type
         * @description Access: permission GLOBAL_SCHOOL_SETTINGS_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default null */
                        aidYear?: number | null;
                        contentBase64: string;
                        fileName: string;
                        fileType: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number | null;
                            fileName: string;
                            fileType: number;
                            message: string;
                            sizeBytes: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/SchoolAnnualRollover/rollover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts the next aid year as a copy of this one: settings, verification-group map, ISIR view settings and the interview templates its task lists link to
         * @description Access: permission SCHOOL_ANNUAL_ROLLOVER_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fromAidYear: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            id: number;
                            interviewTemplatesCopied: string[];
                            interviewTemplatesKept: string[];
                            isirViewTabsCopied: number;
                            isV1Active: boolean;
                            isV2Active: boolean;
                            isV3Active: boolean;
                            isV4Active: boolean;
                            isV5Active: boolean;
                            isV6Active: boolean;
                            message: string;
                            notes: string[];
                            processCCodes: boolean;
                            processRCodes: boolean;
                            schoolCode: string;
                            studRepo: boolean;
                            systemMode: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/schoolconfig/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The session's school's config items
         * @description Access: permission GLOBAL_SCHOOL_SETTINGS_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            schoolCode: string | null;
                            value: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /**
         * Adds a config item (or beta toggle) to the session's school
         * @description Access: permission GLOBAL_SCHOOL_SETTINGS_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        value: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            schoolCode: string | null;
                            value: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/schoolconfig/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes a config item's value
         * @description Access: permission GLOBAL_SCHOOL_SETTINGS_VIEW
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        value: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            schoolCode: string | null;
                            value: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/school-api/schoolconfig/getBetaTestToggleConfig/{x}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A beta toggle's value for the session's school (204 when unset)
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    x: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            value: string;
                        } | null;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/schoolconfig/getSchoolConfigItemByName/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One config item of the session's school (204 when unset)
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            schoolCode: string | null;
                            value: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/schoolconfig/getSchoolConfigItemsBySchoolCode/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The session's school's config items
         * @description Access: permission GLOBAL_SCHOOL_SETTINGS_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            schoolCode: string | null;
                            value: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/schoolconfig/hiddenRoutes/{host}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The web routes hidden on a host name (configured, SPEC §2 host-dependent availability)
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    host: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/schoolConfigHistory/getSchoolConfigHistoryByDateRange/{from}/{to}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Changes to config items in the session's school between two of its days (both included, in its time zone)
         * @description Access: permission SCHOOL_AUDIT_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    from: string;
                    to: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            changedAt: string;
                            changedBy: string | null;
                            entityId: string;
                            entityType: string;
                            field: string;
                            id: number;
                            newValue: string | null;
                            oldValue: string | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/schoolHistory/getSchoolHistoryByDateRange/{from}/{to}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Changes to the school and its mailbox settings in the session's school between two of its days (both included, in its time zone)
         * @description Access: permission SCHOOL_AUDIT_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    from: string;
                    to: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            changedAt: string;
                            changedBy: string | null;
                            entityId: string;
                            entityType: string;
                            field: string;
                            id: number;
                            newValue: string | null;
                            oldValue: string | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/schoolIsirRecInfoVGroupMap/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replaces an aid year's verification-group map
         * @description Access: permission AID_YEAR_SCHOOL_SETTINGS_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        items: {
                            /** @default false */
                            dependentOnly?: boolean;
                            /** @default false */
                            isForParentAccount?: boolean;
                            typeCode: string;
                            verificationGroup: string;
                        }[];
                        schoolIsirRecordInfoID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dependentOnly: boolean;
                            id: number;
                            interviewTypeName: string;
                            isForParentAccount: boolean;
                            schoolIsirRecordInfoID: number;
                            typeCode: string;
                            verificationGroup: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/schoolIsirRecInfoVGroupMap/getBySchoolIsirRecordInfoID/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An aid year's verification-group map: the task list items each group brings
         * @description Access: permission AID_YEAR_SCHOOL_SETTINGS_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dependentOnly: boolean;
                            id: number;
                            interviewTypeName: string;
                            isForParentAccount: boolean;
                            schoolIsirRecordInfoID: number;
                            typeCode: string;
                            verificationGroup: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/schoolIsirRecordInfo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every aid year's settings of the session's school
         * @description Access: permission AID_YEAR_SCHOOL_SETTINGS_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            id: number;
                            isV1Active: boolean;
                            isV2Active: boolean;
                            isV3Active: boolean;
                            isV4Active: boolean;
                            isV5Active: boolean;
                            isV6Active: boolean;
                            processCCodes: boolean;
                            processRCodes: boolean;
                            schoolCode: string;
                            studRepo: boolean;
                            systemMode: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /**
         * Adds an aid year to the session's school with its settings ('School Aid Year Added')
         * @description Access: permission AID_YEAR_SCHOOL_SETTINGS_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear: number;
                        /** @default true */
                        isV1Active?: boolean;
                        /** @default false */
                        isV2Active?: boolean;
                        /** @default false */
                        isV3Active?: boolean;
                        /** @default true */
                        isV4Active?: boolean;
                        /** @default true */
                        isV5Active?: boolean;
                        /** @default false */
                        isV6Active?: boolean;
                        /** @default true */
                        processCCodes?: boolean;
                        /** @default true */
                        processRCodes?: boolean;
                        /** @default false */
                        studRepo?: boolean;
                        /**
                         * @default LIVE
                         * @enum {string}
                         */
                        systemMode?: "LIVE" | "TEST";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            id: number;
                            isV1Active: boolean;
                            isV2Active: boolean;
                            isV3Active: boolean;
                            isV4Active: boolean;
                            isV5Active: boolean;
                            isV6Active: boolean;
                            message: string;
                            processCCodes: boolean;
                            processRCodes: boolean;
                            schoolCode: string;
                            studRepo: boolean;
                            systemMode: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/schoolIsirRecordInfo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes an aid year's settings: process R and C codes, system mode, V1-V6 flags, student repository
         * @description Access: permission AID_YEAR_SCHOOL_SETTINGS_VIEW
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        isV1Active?: boolean;
                        isV2Active?: boolean;
                        isV3Active?: boolean;
                        isV4Active?: boolean;
                        isV5Active?: boolean;
                        isV6Active?: boolean;
                        processCCodes?: boolean;
                        processRCodes?: boolean;
                        studRepo?: boolean;
                        /** @enum {string} */
                        systemMode?: "LIVE" | "TEST";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            id: number;
                            isV1Active: boolean;
                            isV2Active: boolean;
                            isV3Active: boolean;
                            isV4Active: boolean;
                            isV5Active: boolean;
                            isV6Active: boolean;
                            processCCodes: boolean;
                            processRCodes: boolean;
                            schoolCode: string;
                            studRepo: boolean;
                            systemMode: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/school-api/schoolIsirRecordInfo/getAidYearsBySchoolCode/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Aid years available in the session's school
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": number[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/schoolIsirRecordInfo/getBySchoolCodeAndAidYear/{code}/{year}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One aid year's settings of the session's school (204 when the year is not set up)
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                    year: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            id: number;
                            isV1Active: boolean;
                            isV2Active: boolean;
                            isV3Active: boolean;
                            isV4Active: boolean;
                            isV5Active: boolean;
                            isV6Active: boolean;
                            processCCodes: boolean;
                            processRCodes: boolean;
                            schoolCode: string;
                            studRepo: boolean;
                            systemMode: string;
                        } | null;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/schoolIsirRecordInfoHistory/getSchoolIsirRecordInfoHistoryByDateRange/{from}/{to}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Changes to aid-year settings and verification-group maps in the session's school between two of its days (both included, in its time zone)
         * @description Access: permission SCHOOL_AUDIT_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    from: string;
                    to: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            changedAt: string;
                            changedBy: string | null;
                            entityId: string;
                            entityType: string;
                            field: string;
                            id: number;
                            newValue: string | null;
                            oldValue: string | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/SchoolService/fileDownload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * With ?aidYearSpecific=false: the school's every-year file of a type (else as fileDownload/); downloadResult is base64
         * @description Access: signedIn
         */
        post: {
            parameters: {
                query?: {
                    aidYearSpecific?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        fileType: number;
                        schoolCode: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number | null;
                            downloadResult: string;
                            fileName: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/SchoolService/fileDownload/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A school file: the aid year's, else the newest earlier one's, else the every-year file (aidYearSpecific=false: the every-year file); downloadResult is base64
         * @description Access: signedIn
         */
        post: {
            parameters: {
                query?: {
                    aidYearSpecific?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        fileType: number;
                        schoolCode: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number | null;
                            downloadResult: string;
                            fileName: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/SchoolService/fileDownloadExactYear/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A school file of exactly that aid year; downloadResult is base64
         * @description Access: signedIn
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        fileType: number;
                        schoolCode: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number | null;
                            downloadResult: string;
                            fileName: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/StudentActivity/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What was done to, and who viewed, the session's school's students between two of its days (both included, in its time zone)
         * @description Access: permission STUDENT_ACTIVITY_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        action?: string;
                        from: string;
                        studentID?: number;
                        to: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            action: string;
                            actor: string | null;
                            at: string;
                            id: string;
                            role: string | null;
                            studentID: number;
                            studentName: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school-api/StudentActivity/searchPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * /StudentActivity a page at a time: what was done to, and who viewed, the school's students between two dates, with the total
         * @description Access: permission STUDENT_ACTIVITY_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        action?: string;
                        after?: string | null;
                        from: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 50 */
                        pageSize?: number;
                        studentID?: number;
                        to: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            endCursor: string | null;
                            hasNextPage: boolean;
                            page: number;
                            pageSize: number;
                            rows: {
                                action: string;
                                actor: string | null;
                                at: string;
                                id: string;
                                role: string | null;
                                studentID: number;
                                studentName: string;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/AccessLog/AccessLogSearch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Who opened the student record, newest first (optionally between two dates)
         * @description Access: permission STUDENT_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        activity?: boolean;
                        /** Format: date */
                        from?: string;
                        studentID: number;
                        /** Format: date */
                        to?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            action: string;
                            actorName: string | null;
                            actorRole: string | null;
                            createdAt: string;
                            details: {
                                [key: string]: unknown;
                            };
                            entityType: string;
                            id: number;
                        }[] | {
                            action: string;
                            actorName: string | null;
                            actorRole: string;
                            createdAt: string;
                            id: number;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/accountCreationService": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a student or parent account after a lookup; it signs in with password and MFA code like any other
         * @description Access: public
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        accountType: 0 | 1 | 3 | 4;
                        aidYear?: number;
                        creationToken: string;
                        /** Format: email */
                        email: string;
                        firstName: string;
                        lastName: string;
                        password: string;
                        phone?: string | null;
                        /**
                         * @description The language the person made the account in (issue 26): its portal and messages follow it
                         * @enum {string}
                         */
                        preferredLanguage?: "en" | "es";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountID: number;
                            accountType: number;
                            messageSent: boolean;
                            studentUuid: string;
                            taskListItemsCreated: number;
                            uuid: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/accountCreationService/createInitialTasksAndMessage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new account's task list (from the verification group) and welcome message (staff with STUDENT_EDIT, or the account itself)
         * @description Access: signedIn
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        studentAccountID: number;
                        studentID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messageSent: boolean;
                            taskListItemsCreated: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/AddAccountPasswordReset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose a new password with the token from a reset e-mail, or a staff member's one-time link (with the channel of their sign-in codes); every session of the account ends
         * @description Access: public
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mfaOption?: "EMAIL" | "SMS";
                        password: string;
                        phone?: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/AddParentStudentLink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A signed-in parent adds another of their students (after a lookup)
         * @description Access: user
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        accountType?: 1 | 3;
                        creationToken: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountType: number;
                            firstName: string;
                            id: number;
                            lastName: string;
                            uuid: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/alert/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an alert (text, severity, due date)
         * @description Access: permission STUDENT_EDIT
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dueDate?: string | null;
                        /** @enum {string} */
                        severity?: "error" | "success" | "message" | "warning" | "info";
                        text?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authorName: string;
                            createdAt: string;
                            /** @description Reminders: YYYY-MM-DD */
                            dueDate: string | null;
                            entityType: number;
                            expired: boolean;
                            id: number;
                            /** @enum {string} */
                            kind: "ALERT" | "MEMO" | "REMINDER";
                            /** @description Alerts only */
                            severity: ("error" | "success" | "message" | "warning" | "info") | null;
                            studentID: number;
                            text: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/student-api/alert/add/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an alert (error, success, message, warning, info) to a student
         * @description Access: permission STUDENT_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date */
                        dueDate?: string;
                        /** @enum {string} */
                        severity?: "error" | "success" | "message" | "warning" | "info";
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authorName: string;
                            createdAt: string;
                            /** @description Reminders: YYYY-MM-DD */
                            dueDate: string | null;
                            entityType: number;
                            expired: boolean;
                            id: number;
                            /** @enum {string} */
                            kind: "ALERT" | "MEMO" | "REMINDER";
                            /** @description Alerts only */
                            severity: ("error" | "success" | "message" | "warning" | "info") | null;
                            studentID: number;
                            text: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/alert/search/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Alerts of a student (id or uuid)
         * @description Access: permission STUDENT_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        includeExpired?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authorName: string;
                            createdAt: string;
                            /** @description Reminders: YYYY-MM-DD */
                            dueDate: string | null;
                            entityType: number;
                            expired: boolean;
                            id: number;
                            /** @enum {string} */
                            kind: "ALERT" | "MEMO" | "REMINDER";
                            /** @description Alerts only */
                            severity: ("error" | "success" | "message" | "warning" | "info") | null;
                            studentID: number;
                            text: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/autoverify/designerCatalog/{aidYear}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The designer's pickers for an aid year: ISIR fields of the installed layout by display name, student attributes, questions, item types, operators
         * @description Access: permission AUTO_VERIFY_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aidYear: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            isirFields: {
                                attributeName: string;
                                cpsNumber: number | null;
                                displayName: string;
                                fti: boolean;
                                section: string | null;
                                valueType: string;
                            }[];
                            itemTypes: {
                                id: number;
                                name: string;
                                typeCode: string;
                            }[];
                            operators: ("EQUALS" | "NOT_EQUALS" | "BLANK" | "NOT_BLANK" | "WITHIN_TOLERANCE" | "GREATER_THAN" | "LESS_THAN" | "IN_LIST" | "ALL_ITEMS_APPROVED" | "UNCHANGED_SINCE_TRANSACTION" | "CORRECTIONS_CONFIRMED" | "NO_UNEXPECTED_CHANGE")[];
                            queryObjects: {
                                columns: {
                                    label: string;
                                    name: string;
                                }[];
                                label: string;
                                name: string;
                            }[];
                            questions: {
                                questionKey: string;
                                questionType: string;
                                text: string;
                                typeCode: string;
                                valueType: string;
                            }[];
                            studentAttributes: {
                                label: string;
                                name: string;
                                /** @enum {string} */
                                valueType: "TEXT" | "NUMBER";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/autoverify/GetFullFlow/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A flow with its sections, condition sets, conditions, components, pseudo queries, redirect groups and the evaluators
         * @description Access: permission AUTO_VERIFY_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            components: {
                                constantValue: string | null;
                                flowID: number;
                                id: number;
                                interviewTypeCode: string | null;
                                isirAttributeName: string | null;
                                isirTransaction: string;
                                kind: string;
                                name: string;
                                pseudoQueryID: number | null;
                                questionKey: string | null;
                                studentAttribute: string | null;
                                valueType: string;
                            }[];
                            createdAt: string;
                            description: string | null;
                            evaluators: {
                                builtIn: boolean;
                                defaultTolerance: number | null;
                                description: string | null;
                                id: number;
                                name: string;
                                operator: string;
                            }[];
                            familyUUID: string;
                            id: number;
                            name: string;
                            pseudoQueries: {
                                filters: {
                                    columnName: string;
                                    id: number;
                                    operator: string;
                                    pseudoQueryID: number;
                                    value: string | null;
                                }[];
                                flowID: number;
                                id: number;
                                name: string;
                                queryObject: string;
                                result: string;
                                resultColumn: string | null;
                            }[];
                            publishedAt: string | null;
                            publishedBy: string | null;
                            /** @enum {string} */
                            purpose: "VERIFICATION" | "CORRECTION";
                            redirectGroups: {
                                alertMessage: string | null;
                                flowID: number;
                                handoffFlowID: number | null;
                                id: number;
                                memoText: string | null;
                                name: string;
                                onResult: string;
                                sectionID: number | null;
                                sortOrder: number;
                                studentStatus: string | null;
                            }[];
                            sections: {
                                conditionSets: {
                                    conditions: {
                                        conditionSetID: number;
                                        evaluatorID: number;
                                        id: number;
                                        leftComponentID: number;
                                        rightComponentID: number | null;
                                        rightConstant: string | null;
                                        sortOrder: number;
                                        tolerance: number | null;
                                    }[];
                                    id: number;
                                    name: string;
                                    sectionID: number;
                                    sortOrder: number;
                                }[];
                                flowID: number;
                                id: number;
                                interviewTypeCode: string | null;
                                interviewTypeID: number | null;
                                name: string;
                                passStatus: string;
                                sortOrder: number;
                            }[];
                            /** @enum {string} */
                            status: "DRAFT" | "PUBLISHED" | "RETIRED";
                            updatedAt: string;
                            verificationGroup: string | null;
                            version: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/autoverify/run/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run auto-verify now for a student (a: aid year, b: student id or uuid) with the school's published flows
         * @description Access: permission STUDENT_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    a: number;
                    b: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            evaluated: number;
                            itemsVerified: number;
                            message: string;
                            runs: {
                                aidYear: number;
                                createdAt: string;
                                firstName: string;
                                flowID: number;
                                flowName: string;
                                flowVersion: number;
                                id: number;
                                itemsVerified: number;
                                lastName: string;
                                outcome: string;
                                /** @enum {string} */
                                purpose: "VERIFICATION" | "CORRECTION";
                                reason: string | null;
                                runBy: string;
                                sections: {
                                    id: number;
                                    itemIds: number[];
                                    itemType: string | null;
                                    name: string;
                                    passStatus: string;
                                    /** @enum {string} */
                                    result: "PASS" | "FAIL" | "NO_ITEM";
                                    sets: {
                                        conditions: {
                                            evaluator: string;
                                            id: number;
                                            left: {
                                                component: string;
                                                fti?: boolean;
                                                value: string | null;
                                            };
                                            passed: boolean;
                                            reason: string | null;
                                            right: {
                                                component: string;
                                                fti?: boolean;
                                                value: string | null;
                                            } | null;
                                            text: string;
                                            tolerance: number | null;
                                        }[];
                                        id: number;
                                        name: string;
                                        passed: boolean;
                                    }[];
                                }[];
                                studentNumber: string;
                                studentStatus: string;
                                studentUUID: string;
                                trigger: string;
                            }[];
                            skippedUnchanged: number;
                            students: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/autoverify/runs/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The report rows as CSV, every page in the chosen order
         * @description Access: staff
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear: number;
                        /** @enum {string} */
                        outcome?: "VERIFIED" | "PARTIAL" | "NOT_VERIFIED" | "CONFIRMED" | "REVIEW";
                        /** @enum {string} */
                        purpose: "VERIFICATION" | "CORRECTION";
                        /**
                         * @default createdAt
                         * @enum {string}
                         */
                        sortBy?: "createdAt" | "lastName" | "outcome" | "flowName" | "itemsVerified";
                        /**
                         * @default DESC
                         * @enum {string}
                         */
                        sortDirection?: "ASC" | "DESC";
                        text?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: string;
                            contentType: string;
                            fileName: string;
                            rowCount: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/autoverify/runs/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * AutoVerifyReport / CorrectionAutoVerifyReport rows: runs of an aid year, paged and sorted by the services
         * @description Access: staff
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear: number;
                        /** @enum {string} */
                        outcome?: "VERIFIED" | "PARTIAL" | "NOT_VERIFIED" | "CONFIRMED" | "REVIEW";
                        /** @default 1 */
                        page?: number;
                        /** @default 50 */
                        pageSize?: number;
                        /** @enum {string} */
                        purpose: "VERIFICATION" | "CORRECTION";
                        /**
                         * @default createdAt
                         * @enum {string}
                         */
                        sortBy?: "createdAt" | "lastName" | "outcome" | "flowName" | "itemsVerified";
                        /**
                         * @default DESC
                         * @enum {string}
                         */
                        sortDirection?: "ASC" | "DESC";
                        text?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            page: number;
                            pageSize: number;
                            rows: {
                                aidYear: number;
                                createdAt: string;
                                firstName: string;
                                flowID: number;
                                flowName: string;
                                flowVersion: number;
                                id: number;
                                itemsVerified: number;
                                lastName: string;
                                outcome: string;
                                /** @enum {string} */
                                purpose: "VERIFICATION" | "CORRECTION";
                                reason: string | null;
                                runBy: string;
                                studentNumber: string;
                                studentStatus: string;
                                studentUUID: string;
                                trigger: string;
                            }[];
                            total: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/autoverify/studentRuns/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A student's auto-verify runs of an aid year (a: aid year, b: student id or uuid), newest first, with each condition's inputs and result
         * @description Access: permission STUDENT_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    a: number;
                    b: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            createdAt: string;
                            firstName: string;
                            flowID: number;
                            flowName: string;
                            flowVersion: number;
                            id: number;
                            itemsVerified: number;
                            lastName: string;
                            outcome: string;
                            /** @enum {string} */
                            purpose: "VERIFICATION" | "CORRECTION";
                            reason: string | null;
                            runBy: string;
                            sections: {
                                id: number;
                                itemIds: number[];
                                itemType: string | null;
                                name: string;
                                passStatus: string;
                                /** @enum {string} */
                                result: "PASS" | "FAIL" | "NO_ITEM";
                                sets: {
                                    conditions: {
                                        evaluator: string;
                                        id: number;
                                        left: {
                                            component: string;
                                            fti?: boolean;
                                            value: string | null;
                                        };
                                        passed: boolean;
                                        reason: string | null;
                                        right: {
                                            component: string;
                                            fti?: boolean;
                                            value: string | null;
                                        } | null;
                                        text: string;
                                        tolerance: number | null;
                                    }[];
                                    id: number;
                                    name: string;
                                    passed: boolean;
                                }[];
                            }[];
                            studentNumber: string;
                            studentStatus: string;
                            studentUUID: string;
                            trigger: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/autoverify/test/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test a flow (draft or published) against one student: every condition's inputs and result; nothing is written
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        studentID: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            applicable: boolean;
                            flowId: number;
                            flowName: string;
                            isirRecordId: number | null;
                            /** @enum {string} */
                            outcome: "VERIFIED" | "PARTIAL" | "NOT_VERIFIED" | "CONFIRMED" | "REVIEW";
                            /** @enum {string} */
                            purpose: "VERIFICATION" | "CORRECTION";
                            reason: string | null;
                            sections: {
                                id: number;
                                itemIds: number[];
                                itemType: string | null;
                                name: string;
                                passStatus: string;
                                /** @enum {string} */
                                result: "PASS" | "FAIL" | "NO_ITEM";
                                sets: {
                                    conditions: {
                                        evaluator: string;
                                        id: number;
                                        left: {
                                            component: string;
                                            fti?: boolean;
                                            value: string | null;
                                        };
                                        passed: boolean;
                                        reason: string | null;
                                        right: {
                                            component: string;
                                            fti?: boolean;
                                            value: string | null;
                                        } | null;
                                        text: string;
                                        tolerance: number | null;
                                    }[];
                                    id: number;
                                    name: string;
                                    passed: boolean;
                                }[];
                            }[];
                            student: {
                                name: string;
                                uuid: string;
                            };
                            studentId: number;
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/AutoVerifyComponent/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's auto-verify components of one parent
         * @description Access: permission AUTO_VERIFY_VIEW
         */
        get: {
            parameters: {
                query: {
                    flowID: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            constantValue: string | null;
                            flowID: number;
                            id: number;
                            interviewTypeCode: string | null;
                            isirAttributeName: string | null;
                            isirTransaction: string;
                            kind: string;
                            name: string;
                            pseudoQueryID: number | null;
                            questionKey: string | null;
                            studentAttribute: string | null;
                            valueType: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add an auto-verify component to a draft flow
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        constantValue?: string | null;
                        flowID: number;
                        interviewTypeCode?: string | null;
                        isirAttributeName?: string | null;
                        /** @enum {string} */
                        isirTransaction?: "CURRENT" | "PREVIOUS";
                        /** @enum {string} */
                        kind: "ISIR_FIELD" | "INTERVIEW_ANSWER" | "STUDENT_ATTRIBUTE" | "CONSTANT" | "PSEUDO_QUERY";
                        name: string;
                        pseudoQueryID?: number | null;
                        questionKey?: string | null;
                        studentAttribute?: string | null;
                        /** @enum {string} */
                        valueType?: "TEXT" | "NUMBER";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            item: {
                                constantValue: string | null;
                                flowID: number;
                                id: number;
                                interviewTypeCode: string | null;
                                isirAttributeName: string | null;
                                isirTransaction: string;
                                kind: string;
                                name: string;
                                pseudoQueryID: number | null;
                                questionKey: string | null;
                                studentAttribute: string | null;
                                valueType: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/AutoVerifyComponent/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One auto-verify component
         * @description Access: permission AUTO_VERIFY_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            constantValue: string | null;
                            flowID: number;
                            id: number;
                            interviewTypeCode: string | null;
                            isirAttributeName: string | null;
                            isirTransaction: string;
                            kind: string;
                            name: string;
                            pseudoQueryID: number | null;
                            questionKey: string | null;
                            studentAttribute: string | null;
                            valueType: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete an auto-verify component of a draft flow (refused while something uses it)
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change an auto-verify component of a draft flow; ?allowNullUpdate=true lets null clear a field
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        patch: {
            parameters: {
                query?: {
                    allowNullUpdate?: "true" | "false";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        constantValue?: string | null;
                        flowID?: number;
                        interviewTypeCode?: string | null;
                        isirAttributeName?: string | null;
                        /** @enum {string} */
                        isirTransaction?: "CURRENT" | "PREVIOUS";
                        /** @enum {string} */
                        kind?: "ISIR_FIELD" | "INTERVIEW_ANSWER" | "STUDENT_ATTRIBUTE" | "CONSTANT" | "PSEUDO_QUERY";
                        name?: string;
                        pseudoQueryID?: number | null;
                        questionKey?: string | null;
                        studentAttribute?: string | null;
                        /** @enum {string} */
                        valueType?: "TEXT" | "NUMBER";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            item: {
                                constantValue: string | null;
                                flowID: number;
                                id: number;
                                interviewTypeCode: string | null;
                                isirAttributeName: string | null;
                                isirTransaction: string;
                                kind: string;
                                name: string;
                                pseudoQueryID: number | null;
                                questionKey: string | null;
                                studentAttribute: string | null;
                                valueType: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/student-api/AutoVerifyCondition/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's auto-verify conditions of one parent
         * @description Access: permission AUTO_VERIFY_VIEW
         */
        get: {
            parameters: {
                query: {
                    conditionSetID: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            conditionSetID: number;
                            evaluatorID: number;
                            id: number;
                            leftComponentID: number;
                            rightComponentID: number | null;
                            rightConstant: string | null;
                            sortOrder: number;
                            tolerance: number | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add an auto-verify condition to a draft flow
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        conditionSetID: number;
                        evaluatorID: number;
                        leftComponentID: number;
                        rightComponentID?: number | null;
                        rightConstant?: string | null;
                        sortOrder?: number;
                        tolerance?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            item: {
                                conditionSetID: number;
                                evaluatorID: number;
                                id: number;
                                leftComponentID: number;
                                rightComponentID: number | null;
                                rightConstant: string | null;
                                sortOrder: number;
                                tolerance: number | null;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/AutoVerifyCondition/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One auto-verify condition
         * @description Access: permission AUTO_VERIFY_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            conditionSetID: number;
                            evaluatorID: number;
                            id: number;
                            leftComponentID: number;
                            rightComponentID: number | null;
                            rightConstant: string | null;
                            sortOrder: number;
                            tolerance: number | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete an auto-verify condition of a draft flow (refused while something uses it)
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change an auto-verify condition of a draft flow; ?allowNullUpdate=true lets null clear a field
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        patch: {
            parameters: {
                query?: {
                    allowNullUpdate?: "true" | "false";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        conditionSetID?: number;
                        evaluatorID?: number;
                        leftComponentID?: number;
                        rightComponentID?: number | null;
                        rightConstant?: string | null;
                        sortOrder?: number;
                        tolerance?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            item: {
                                conditionSetID: number;
                                evaluatorID: number;
                                id: number;
                                leftComponentID: number;
                                rightComponentID: number | null;
                                rightConstant: string | null;
                                sortOrder: number;
                                tolerance: number | null;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/student-api/AutoVerifyConditionSet/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's auto-verify condition sets of one parent
         * @description Access: permission AUTO_VERIFY_VIEW
         */
        get: {
            parameters: {
                query: {
                    sectionID: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            sectionID: number;
                            sortOrder: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add an auto-verify condition set to a draft flow
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        sectionID: number;
                        sortOrder?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            item: {
                                id: number;
                                name: string;
                                sectionID: number;
                                sortOrder: number;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/AutoVerifyConditionSet/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One auto-verify condition set
         * @description Access: permission AUTO_VERIFY_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            sectionID: number;
                            sortOrder: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete an auto-verify condition set of a draft flow (refused while something uses it)
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change an auto-verify condition set of a draft flow; ?allowNullUpdate=true lets null clear a field
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        patch: {
            parameters: {
                query?: {
                    allowNullUpdate?: "true" | "false";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        sectionID?: number;
                        sortOrder?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            item: {
                                id: number;
                                name: string;
                                sectionID: number;
                                sortOrder: number;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/student-api/AutoVerifyEvaluator/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's auto-verify evaluators
         * @description Access: permission AUTO_VERIFY_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            builtIn: boolean;
                            defaultTolerance: number | null;
                            description: string | null;
                            id: number;
                            name: string;
                            operator: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add an auto-verify evaluator to a draft flow
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        defaultTolerance?: number | null;
                        description?: string | null;
                        name: string;
                        /** @enum {string} */
                        operator: "EQUALS" | "NOT_EQUALS" | "BLANK" | "NOT_BLANK" | "WITHIN_TOLERANCE" | "GREATER_THAN" | "LESS_THAN" | "IN_LIST" | "ALL_ITEMS_APPROVED" | "UNCHANGED_SINCE_TRANSACTION" | "CORRECTIONS_CONFIRMED" | "NO_UNEXPECTED_CHANGE";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            item: {
                                builtIn: boolean;
                                defaultTolerance: number | null;
                                description: string | null;
                                id: number;
                                name: string;
                                operator: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/AutoVerifyEvaluator/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One auto-verify evaluator
         * @description Access: permission AUTO_VERIFY_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            builtIn: boolean;
                            defaultTolerance: number | null;
                            description: string | null;
                            id: number;
                            name: string;
                            operator: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete an auto-verify evaluator of a draft flow (refused while something uses it)
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change an auto-verify evaluator of a draft flow; ?allowNullUpdate=true lets null clear a field
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        patch: {
            parameters: {
                query?: {
                    allowNullUpdate?: "true" | "false";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        defaultTolerance?: number | null;
                        description?: string | null;
                        name?: string;
                        /** @enum {string} */
                        operator?: "EQUALS" | "NOT_EQUALS" | "BLANK" | "NOT_BLANK" | "WITHIN_TOLERANCE" | "GREATER_THAN" | "LESS_THAN" | "IN_LIST" | "ALL_ITEMS_APPROVED" | "UNCHANGED_SINCE_TRANSACTION" | "CORRECTIONS_CONFIRMED" | "NO_UNEXPECTED_CHANGE";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            item: {
                                builtIn: boolean;
                                defaultTolerance: number | null;
                                description: string | null;
                                id: number;
                                name: string;
                                operator: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/student-api/AutoVerifyFlow/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's auto-verify flows
         * @description Access: permission AUTO_VERIFY_VIEW
         */
        get: {
            parameters: {
                query?: {
                    aidYear?: number;
                    purpose?: "VERIFICATION" | "CORRECTION";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            createdAt: string;
                            description: string | null;
                            familyUUID: string;
                            id: number;
                            name: string;
                            publishedAt: string | null;
                            publishedBy: string | null;
                            /** @enum {string} */
                            purpose: "VERIFICATION" | "CORRECTION";
                            /** @enum {string} */
                            status: "DRAFT" | "PUBLISHED" | "RETIRED";
                            updatedAt: string;
                            verificationGroup: string | null;
                            version: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add an auto-verify flow (a draft), or with copyOfFlowID a draft copy of a flow as its next version
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        copyOfFlowID?: number;
                        description?: string | null;
                        name?: string;
                        /** @enum {string} */
                        purpose?: "VERIFICATION" | "CORRECTION";
                        /** @enum {string} */
                        status?: "DRAFT" | "PUBLISHED" | "RETIRED";
                        verificationGroup?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            item: {
                                aidYear: number;
                                createdAt: string;
                                description: string | null;
                                familyUUID: string;
                                id: number;
                                name: string;
                                publishedAt: string | null;
                                publishedBy: string | null;
                                /** @enum {string} */
                                purpose: "VERIFICATION" | "CORRECTION";
                                /** @enum {string} */
                                status: "DRAFT" | "PUBLISHED" | "RETIRED";
                                updatedAt: string;
                                verificationGroup: string | null;
                                version: number;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/AutoVerifyFlow/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One auto-verify flow
         * @description Access: permission AUTO_VERIFY_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            createdAt: string;
                            description: string | null;
                            familyUUID: string;
                            id: number;
                            name: string;
                            publishedAt: string | null;
                            publishedBy: string | null;
                            /** @enum {string} */
                            purpose: "VERIFICATION" | "CORRECTION";
                            /** @enum {string} */
                            status: "DRAFT" | "PUBLISHED" | "RETIRED";
                            updatedAt: string;
                            verificationGroup: string | null;
                            version: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * deleteFlow: delete a draft or retired flow that has no runs
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change a draft flow, publish it (status PUBLISHED retires the version it replaces) or retire a published one; ?allowNullUpdate=true lets null clear a field
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        patch: {
            parameters: {
                query?: {
                    allowNullUpdate?: "true" | "false";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        description?: string | null;
                        name?: string;
                        /** @enum {string} */
                        purpose?: "VERIFICATION" | "CORRECTION";
                        /** @enum {string} */
                        status?: "DRAFT" | "PUBLISHED" | "RETIRED";
                        verificationGroup?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            item: {
                                aidYear: number;
                                createdAt: string;
                                description: string | null;
                                familyUUID: string;
                                id: number;
                                name: string;
                                publishedAt: string | null;
                                publishedBy: string | null;
                                /** @enum {string} */
                                purpose: "VERIFICATION" | "CORRECTION";
                                /** @enum {string} */
                                status: "DRAFT" | "PUBLISHED" | "RETIRED";
                                updatedAt: string;
                                verificationGroup: string | null;
                                version: number;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/student-api/AutoVerifyPseudoQuery/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's auto-verify pseudo querys of one parent
         * @description Access: permission AUTO_VERIFY_VIEW
         */
        get: {
            parameters: {
                query: {
                    flowID: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            flowID: number;
                            id: number;
                            name: string;
                            queryObject: string;
                            result: string;
                            resultColumn: string | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add an auto-verify pseudo query to a draft flow
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        flowID: number;
                        name: string;
                        queryObject: string;
                        /** @enum {string} */
                        result: "COUNT" | "EXISTS" | "VALUE";
                        resultColumn?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            item: {
                                flowID: number;
                                id: number;
                                name: string;
                                queryObject: string;
                                result: string;
                                resultColumn: string | null;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/AutoVerifyPseudoQuery/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One auto-verify pseudo query
         * @description Access: permission AUTO_VERIFY_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            flowID: number;
                            id: number;
                            name: string;
                            queryObject: string;
                            result: string;
                            resultColumn: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete an auto-verify pseudo query of a draft flow (refused while something uses it)
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change an auto-verify pseudo query of a draft flow; ?allowNullUpdate=true lets null clear a field
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        patch: {
            parameters: {
                query?: {
                    allowNullUpdate?: "true" | "false";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        flowID?: number;
                        name?: string;
                        queryObject?: string;
                        /** @enum {string} */
                        result?: "COUNT" | "EXISTS" | "VALUE";
                        resultColumn?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            item: {
                                flowID: number;
                                id: number;
                                name: string;
                                queryObject: string;
                                result: string;
                                resultColumn: string | null;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/student-api/AutoVerifyPseudoQuery/QueryObjects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a pseudo query may read (student, current ISIR, previous ISIR, task items, documents, corrections) and their columns
         * @description Access: permission AUTO_VERIFY_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            columns: {
                                label: string;
                                name: string;
                            }[];
                            label: string;
                            name: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/AutoVerifyPseudoQueryFilter/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's auto-verify pseudo query filters of one parent
         * @description Access: permission AUTO_VERIFY_VIEW
         */
        get: {
            parameters: {
                query: {
                    pseudoQueryID: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            columnName: string;
                            id: number;
                            operator: string;
                            pseudoQueryID: number;
                            value: string | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add an auto-verify pseudo query filter to a draft flow
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        columnName: string;
                        /** @enum {string} */
                        operator: "EQUALS" | "NOT_EQUALS" | "IN_LIST" | "BLANK" | "NOT_BLANK";
                        pseudoQueryID: number;
                        value?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            item: {
                                columnName: string;
                                id: number;
                                operator: string;
                                pseudoQueryID: number;
                                value: string | null;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/AutoVerifyPseudoQueryFilter/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One auto-verify pseudo query filter
         * @description Access: permission AUTO_VERIFY_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            columnName: string;
                            id: number;
                            operator: string;
                            pseudoQueryID: number;
                            value: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete an auto-verify pseudo query filter of a draft flow (refused while something uses it)
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change an auto-verify pseudo query filter of a draft flow; ?allowNullUpdate=true lets null clear a field
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        patch: {
            parameters: {
                query?: {
                    allowNullUpdate?: "true" | "false";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        columnName?: string;
                        /** @enum {string} */
                        operator?: "EQUALS" | "NOT_EQUALS" | "IN_LIST" | "BLANK" | "NOT_BLANK";
                        pseudoQueryID?: number;
                        value?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            item: {
                                columnName: string;
                                id: number;
                                operator: string;
                                pseudoQueryID: number;
                                value: string | null;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/student-api/AutoVerifyRedirectGroup/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's auto-verify redirect groups of one parent
         * @description Access: permission AUTO_VERIFY_VIEW
         */
        get: {
            parameters: {
                query: {
                    flowID: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            alertMessage: string | null;
                            flowID: number;
                            handoffFlowID: number | null;
                            id: number;
                            memoText: string | null;
                            name: string;
                            onResult: string;
                            sectionID: number | null;
                            sortOrder: number;
                            studentStatus: string | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add an auto-verify redirect group to a draft flow
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        alertMessage?: string | null;
                        flowID: number;
                        handoffFlowID?: number | null;
                        memoText?: string | null;
                        name: string;
                        /** @enum {string} */
                        onResult: "PASS" | "FAIL";
                        sectionID?: number | null;
                        sortOrder?: number;
                        studentStatus?: ("SELECTED" | "IN_PROGRESS" | "REVIEW" | "APPROVED" | "APPROVED_WITH_CORRECTIONS" | "APPROVED_WITH_CR") | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            item: {
                                alertMessage: string | null;
                                flowID: number;
                                handoffFlowID: number | null;
                                id: number;
                                memoText: string | null;
                                name: string;
                                onResult: string;
                                sectionID: number | null;
                                sortOrder: number;
                                studentStatus: string | null;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/AutoVerifyRedirectGroup/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One auto-verify redirect group
         * @description Access: permission AUTO_VERIFY_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            alertMessage: string | null;
                            flowID: number;
                            handoffFlowID: number | null;
                            id: number;
                            memoText: string | null;
                            name: string;
                            onResult: string;
                            sectionID: number | null;
                            sortOrder: number;
                            studentStatus: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete an auto-verify redirect group of a draft flow (refused while something uses it)
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change an auto-verify redirect group of a draft flow; ?allowNullUpdate=true lets null clear a field
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        patch: {
            parameters: {
                query?: {
                    allowNullUpdate?: "true" | "false";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        alertMessage?: string | null;
                        flowID?: number;
                        handoffFlowID?: number | null;
                        memoText?: string | null;
                        name?: string;
                        /** @enum {string} */
                        onResult?: "PASS" | "FAIL";
                        sectionID?: number | null;
                        sortOrder?: number;
                        studentStatus?: ("SELECTED" | "IN_PROGRESS" | "REVIEW" | "APPROVED" | "APPROVED_WITH_CORRECTIONS" | "APPROVED_WITH_CR") | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            item: {
                                alertMessage: string | null;
                                flowID: number;
                                handoffFlowID: number | null;
                                id: number;
                                memoText: string | null;
                                name: string;
                                onResult: string;
                                sectionID: number | null;
                                sortOrder: number;
                                studentStatus: string | null;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/student-api/AutoVerifySection/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's auto-verify sections of one parent
         * @description Access: permission AUTO_VERIFY_VIEW
         */
        get: {
            parameters: {
                query: {
                    flowID: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            flowID: number;
                            id: number;
                            interviewTypeCode: string | null;
                            interviewTypeID: number | null;
                            name: string;
                            passStatus: string;
                            sortOrder: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add an auto-verify section to a draft flow
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        flowID: number;
                        interviewTypeID?: number | null;
                        name: string;
                        /** @enum {string} */
                        passStatus?: "AUTO_VERIFIED" | "NOT_REQUIRED";
                        sortOrder?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            item: {
                                flowID: number;
                                id: number;
                                interviewTypeCode: string | null;
                                interviewTypeID: number | null;
                                name: string;
                                passStatus: string;
                                sortOrder: number;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/AutoVerifySection/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One auto-verify section
         * @description Access: permission AUTO_VERIFY_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            flowID: number;
                            id: number;
                            interviewTypeCode: string | null;
                            interviewTypeID: number | null;
                            name: string;
                            passStatus: string;
                            sortOrder: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * deleteSection: delete a section of a draft flow (refused while a redirect group uses it)
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change an auto-verify section of a draft flow; ?allowNullUpdate=true lets null clear a field
         * @description Access: permission AUTO_VERIFY_EDIT
         */
        patch: {
            parameters: {
                query?: {
                    allowNullUpdate?: "true" | "false";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        flowID?: number;
                        interviewTypeID?: number | null;
                        name?: string;
                        /** @enum {string} */
                        passStatus?: "AUTO_VERIFIED" | "NOT_REQUIRED";
                        sortOrder?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            item: {
                                flowID: number;
                                id: number;
                                interviewTypeCode: string | null;
                                interviewTypeID: number | null;
                                name: string;
                                passStatus: string;
                                sortOrder: number;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/student-api/ChangeEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the sign-in e-mail of an account (staff with STUDENT_EDIT, or the account itself); both addresses are told; with Keycloak its realm user gets the new username and e-mail (502 when Keycloak cannot be updated)
         * @description Access: signedIn
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        AccountID: number;
                        CurrentUsername: string;
                        /** Format: email */
                        NewUsername: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            username: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/changeStudentStatus/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a student's status (a: student id or uuid, b: SELECTED | IN_PROGRESS | REVIEW | APPROVED | APPROVED_WITH_CORRECTIONS | APPROVED_WITH_CR)
         * @description Access: permission STUDENT_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    a: string;
                    b: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dependencyStatus: number;
                            isirLocked: boolean;
                            isirLockedTransaction: string | null;
                            parentInkSignAgreed: boolean;
                            parentSignatureRequired: boolean;
                            parentSignDate: string | null;
                            parentSignMethod: ("E_SIGN" | "INK") | null;
                            postcardsSentAt: string | null;
                            reviewCompletedAt: string | null;
                            reviewCompletedBy: string | null;
                            signatureComplete: boolean;
                            status: string;
                            studentID: number;
                            studentInkSignAgreed: boolean;
                            studentSignDate: string | null;
                            studentSignMethod: ("E_SIGN" | "INK") | null;
                            uuid: string;
                            verificationGroup: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/commentCodeInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What each comment code means (query aidYear; display=true for the shown ones only)
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: {
                    aidYear?: number;
                    display?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            code: string;
                            description: string;
                            display: boolean;
                            id: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/commentCodeInfo/updateByCode/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set what a comment code (b, three digits) means for an aid year (a), and whether it shows
         * @description Access: permission SETTINGS_VIEW
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    a: number;
                    b: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string;
                        display?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            code: string;
                            description: string;
                            display: boolean;
                            id: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/student-api/correction/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraw a correction that has not been exported
         * @description Access: permission STUDENT_EDIT
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            attributeName: string;
                            batchID: number | null;
                            correctedValue: string;
                            cpsNumber: number;
                            createdAt: string;
                            createdBy: string;
                            displayName: string;
                            exportedAt: string | null;
                            /** @description The correction file it was exported in */
                            fileName: string | null;
                            id: number;
                            isirRecordID: number;
                            isirValue: string;
                            /** @enum {string} */
                            status: "PENDING" | "EXPORTED" | "CANCELLED";
                            studentID: number;
                            studentName: string;
                            studentUuid: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/correction/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a correction of one field of the student's ISIR (the value the documents show); replaces a waiting one of the same field
         * @description Access: permission STUDENT_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear: number;
                        attributeName: string;
                        correctedValue: string;
                        studentID: number | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            attributeName: string;
                            batchID: number | null;
                            correctedValue: string;
                            cpsNumber: number;
                            createdAt: string;
                            createdBy: string;
                            displayName: string;
                            exportedAt: string | null;
                            /** @description The correction file it was exported in */
                            fileName: string | null;
                            id: number;
                            isirRecordID: number;
                            isirValue: string;
                            /** @enum {string} */
                            status: "PENDING" | "EXPORTED" | "CANCELLED";
                            studentID: number;
                            studentName: string;
                            studentUuid: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/correction/batch/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The correction files exported for an aid year, newest first
         * @description Access: permission TRANSMITTED_CORRECTIONS_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            correctionCount: number;
                            createdAt: string;
                            createdBy: string;
                            downloadCount: number;
                            fileName: string;
                            id: number;
                            lastDownloadedAt: string | null;
                            recordCount: number;
                            size: number;
                            uuid: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/correction/display": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * /CorrectionsDisplay: reads a template file of ISIR correction records (SAIG header and trailer skipped) into fields by attribute name; stores nothing
         * @description Access: permission CORRECTIONS_LIST_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                        fileName?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            lines: {
                                aidYear: number | null;
                                dateOfBirth: string;
                                error: string | null;
                                fields: {
                                    attributeName: string;
                                    cpsNumber: number;
                                    displayName: string;
                                    entry: number;
                                    options: {
                                        code: string;
                                        label: string;
                                    }[] | null;
                                    value: string;
                                }[];
                                fileLine: number;
                                firstName: string;
                                lastName: string;
                                layoutName: string | null;
                                lineNumber: number;
                                middleName: string;
                                schoolCode: string;
                                ssn: string;
                                suffix: string;
                                transactionUuid: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/correction/DownloadCorrectionFile/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an exported correction file again (a: aid year, b: file id); the download is logged
         * @description Access: permission TRANSMITTED_CORRECTIONS_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    a: number;
                    b: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contentBase64: string;
                            contentType: string;
                            fileName: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/correction/ExportCorrections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export every waiting correction of the school for an aid year into a correction file for FPS
         * @description Access: permission CORRECTIONS_LIST_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            correctionCount: number;
                            createdAt: string;
                            createdBy: string;
                            downloadCount: number;
                            fileName: string;
                            id: number;
                            lastDownloadedAt: string | null;
                            recordCount: number;
                            size: number;
                            uuid: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/correction/ExportCorrections/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export one student's waiting corrections (a: aid year, b: student id or uuid) into a correction file
         * @description Access: permission CORRECTIONS_LIST_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    a: number;
                    b: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            correctionCount: number;
                            createdAt: string;
                            createdBy: string;
                            downloadCount: number;
                            fileName: string;
                            id: number;
                            lastDownloadedAt: string | null;
                            recordCount: number;
                            size: number;
                            uuid: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/correction/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The school's corrections of an aid year, optionally of one status (PENDING, EXPORTED, CANCELLED)
         * @description Access: permission CORRECTIONS_LIST_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear: number;
                        /** @enum {string} */
                        status?: "PENDING" | "EXPORTED" | "CANCELLED";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            attributeName: string;
                            batchID: number | null;
                            correctedValue: string;
                            cpsNumber: number;
                            createdAt: string;
                            createdBy: string;
                            displayName: string;
                            exportedAt: string | null;
                            /** @description The correction file it was exported in */
                            fileName: string | null;
                            id: number;
                            isirRecordID: number;
                            isirValue: string;
                            /** @enum {string} */
                            status: "PENDING" | "EXPORTED" | "CANCELLED";
                            studentID: number;
                            studentName: string;
                            studentUuid: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/CorrectionHistory/getCorrectionHistoryByStudentID/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Corrections made to the student's ISIR data
         * @description Access: permission STUDENT_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            changedAt: string;
                            changedBy: string | null;
                            field: string;
                            id: number;
                            newValue: string | null;
                            oldValue: string | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/createBinder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Build and keep the binder (PDF) of the student's or parent's verification file for an aid year
         * @description Access: permission STUDENT_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear: number;
                        /** @default false */
                        isForParentAccount?: boolean;
                        studentID: number | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            createdAt: string;
                            createdBy: string;
                            inkSign: boolean;
                            isForParentAccount: boolean;
                            /** @enum {string} */
                            kind: "BINDER" | "SUPER_BINDER";
                            pageCount: number;
                            size: number;
                            uuid: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/CreateSMSToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Text a new confirmation code to the mobile number on file
         * @description Access: user
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        schoolCode?: string;
                        studentUuid?: string;
                        username?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            phoneNumber: string;
                            success: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/DeleteOwners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unlink an account (parent, other parent, spouse) from a student; the student's own account stays
         * @description Access: permission STUDENT_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        studentAccountID: number;
                        studentID: number | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            studentAccountID: number;
                            studentID: number;
                            unlinked: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/documentDownloadLog/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Who downloaded which document of the student's file (processor documents, binders), newest first
         * @description Access: permission STUDENT_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date */
                        from?: string;
                        studentID: number | string;
                        /** Format: date */
                        to?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            actorName: string;
                            actorRole: string;
                            createdAt: string;
                            documentID: string | null;
                            documentKind: string;
                            fileName: string;
                            id: number;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/eSign/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-sign for the student (b false) or parent (b true): staff with STUDENT_EDIT, or the signer themself
         * @description Access: signedIn
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    a: string;
                    b: "true" | "false";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dependencyStatus: number;
                            isirLocked: boolean;
                            isirLockedTransaction: string | null;
                            parentInkSignAgreed: boolean;
                            parentSignatureRequired: boolean;
                            parentSignDate: string | null;
                            parentSignMethod: ("E_SIGN" | "INK") | null;
                            postcardsSentAt: string | null;
                            reviewCompletedAt: string | null;
                            reviewCompletedBy: string | null;
                            signatureComplete: boolean;
                            status: string;
                            studentID: number;
                            studentInkSignAgreed: boolean;
                            studentSignDate: string | null;
                            studentSignMethod: ("E_SIGN" | "INK") | null;
                            uuid: string;
                            verificationGroup: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/ExportDownloadCorrections/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export and download at once (a: aid year, b: student id or uuid, or 'all' for the school)
         * @description Access: permission CORRECTIONS_LIST_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    a: number;
                    b: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contentBase64: string;
                            contentType: string;
                            fileName: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/inkSignatureReceived/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the student's (b false) or parent's (b true) ink signature as received
         * @description Access: permission STUDENT_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    a: string;
                    b: "true" | "false";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dependencyStatus: number;
                            isirLocked: boolean;
                            isirLockedTransaction: string | null;
                            parentInkSignAgreed: boolean;
                            parentSignatureRequired: boolean;
                            parentSignDate: string | null;
                            parentSignMethod: ("E_SIGN" | "INK") | null;
                            postcardsSentAt: string | null;
                            reviewCompletedAt: string | null;
                            reviewCompletedBy: string | null;
                            signatureComplete: boolean;
                            status: string;
                            studentID: number;
                            studentInkSignAgreed: boolean;
                            studentSignDate: string | null;
                            studentSignMethod: ("E_SIGN" | "INK") | null;
                            uuid: string;
                            verificationGroup: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/LockStudentIsir/{a}/{b}/{c}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lock a student's ISIR for an aid year at a transaction (a: student, b: aid year, c: transaction number or 'unlock')
         * @description Access: permission STUDENT_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    a: string;
                    b: number;
                    c: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dependencyStatus: number;
                            isirLocked: boolean;
                            isirLockedTransaction: string | null;
                            parentInkSignAgreed: boolean;
                            parentSignatureRequired: boolean;
                            parentSignDate: string | null;
                            parentSignMethod: ("E_SIGN" | "INK") | null;
                            postcardsSentAt: string | null;
                            reviewCompletedAt: string | null;
                            reviewCompletedBy: string | null;
                            signatureComplete: boolean;
                            status: string;
                            studentID: number;
                            studentInkSignAgreed: boolean;
                            studentSignDate: string | null;
                            studentSignMethod: ("E_SIGN" | "INK") | null;
                            uuid: string;
                            verificationGroup: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/MarkPostcardsSent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark verification postcards sent for students of the school
         * @description Access: permission STUDENT_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        studentIDs: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            marked: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/memo/add/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a memo, or a reminder with a due date, to a student
         * @description Access: permission STUDENT_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date */
                        dueDate?: string;
                        /** @enum {string} */
                        severity?: "error" | "success" | "message" | "warning" | "info";
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authorName: string;
                            createdAt: string;
                            /** @description Reminders: YYYY-MM-DD */
                            dueDate: string | null;
                            entityType: number;
                            expired: boolean;
                            id: number;
                            /** @enum {string} */
                            kind: "ALERT" | "MEMO" | "REMINDER";
                            /** @description Alerts only */
                            severity: ("error" | "success" | "message" | "warning" | "info") | null;
                            studentID: number;
                            text: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/memo/search/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Memos and reminders of a student (id or uuid)
         * @description Access: permission STUDENT_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        includeExpired?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authorName: string;
                            createdAt: string;
                            /** @description Reminders: YYYY-MM-DD */
                            dueDate: string | null;
                            entityType: number;
                            expired: boolean;
                            id: number;
                            /** @enum {string} */
                            kind: "ALERT" | "MEMO" | "REMINDER";
                            /** @description Alerts only */
                            severity: ("error" | "success" | "message" | "warning" | "info") | null;
                            studentID: number;
                            text: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/povertylevel/GetByAidYear/{year}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * HHS poverty guidelines of the aid year (those of its tax year), per region and household size
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    year: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            guidelineYear: number;
                            regions: {
                                eachAdditionalPerson: number;
                                levels: {
                                    amount: number;
                                    householdSize: number;
                                }[];
                                region: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/processorDocument/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete several processor documents of one student at once (all or none)
         * @description Access: permission STUDENT_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deleted: number;
                            ids: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/processorDocument/deleteProcessorDocument/{id}/{flag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a processor document (flag: kept for the contract; the file and its record go)
         * @description Access: permission STUDENT_EDIT
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    flag: string;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deleted: boolean;
                            id: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/processorDocument/download/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a processor document
         * @description Access: permission STUDENT_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contentBase64: string;
                            contentType: string;
                            fileName: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/processorDocument/getAllProcessorDocuments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Documents staff uploaded to the student file
         * @description Access: permission STUDENT_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contentType: string;
                            createdAt: string;
                            fileName: string;
                            id: number;
                            isForParentAccount: boolean;
                            size: number;
                            studentID: number;
                            uploadedBy: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/processorDocument/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a document (PDF, PNG, JPEG; base64 in JSON) to the student file
         * @description Access: permission STUDENT_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        contentBase64: string;
                        contentType: string;
                        fileName: string;
                        /** @default false */
                        isForParentAccount?: boolean;
                        studentID: number | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contentType: string;
                            createdAt: string;
                            fileName: string;
                            id: number;
                            isForParentAccount: boolean;
                            size: number;
                            studentID: number;
                            uploadedBy: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/purgeParentAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a parent from a student; the parent's account is deleted when it serves no other student
         * @description Access: permission STUDENT_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        parentAccountID: number;
                        studentID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountDeleted: boolean;
                            success: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/reminder/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an alert, memo or reminder
         * @description Access: permission STUDENT_EDIT
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            expired: boolean;
                            id: number;
                            removed: boolean;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Update an alert, memo or reminder (text, severity, due date)
         * @description Access: permission STUDENT_EDIT
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dueDate?: string | null;
                        /** @enum {string} */
                        severity?: "error" | "success" | "message" | "warning" | "info";
                        text?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authorName: string;
                            createdAt: string;
                            /** @description Reminders: YYYY-MM-DD */
                            dueDate: string | null;
                            entityType: number;
                            expired: boolean;
                            id: number;
                            /** @enum {string} */
                            kind: "ALERT" | "MEMO" | "REMINDER";
                            /** @description Alerts only */
                            severity: ("error" | "success" | "message" | "warning" | "info") | null;
                            studentID: number;
                            text: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/student-api/reminder/expire/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Dismiss an alert, memo or reminder: error and success alerts are removed, the others marked expired
         * @description Access: permission STUDENT_EDIT
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            expired: boolean;
                            id: number;
                            removed: boolean;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/student-api/SendResetPasswordEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a password reset link (same answer whether or not the account exists)
         * @description Access: public
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        /**
                         * @description The language of the page asking (issue 26); else the link goes out in the account's
                         * @enum {string}
                         */
                        language?: "en" | "es";
                        locationHREF?: string;
                        PURL?: string;
                        schoolCode?: string;
                        studentUuid?: string;
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            success: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/SendSmsConfirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Text a confirmation code to a new mobile number
         * @description Access: user
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        phoneNumber: string;
                        schoolCode?: string;
                        studentID?: number;
                        studentUuid?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            phoneNumber: string;
                            success: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/student/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A student by id or uuid (staff of its school, or its own student/parent)
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            assignedTo: string | null;
                            dateOfBirth: string | null;
                            dependencyStatus: number;
                            email: string | null;
                            firstName: string;
                            id: number;
                            lastName: string;
                            parentSignDate: string | null;
                            schoolCode: string;
                            signatureComplete: boolean;
                            ssnLastFour: string | null;
                            status: string;
                            studentNumber: string;
                            studentSignDate: string | null;
                            uuid: string;
                            verificationGroup: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/student/allowNullUpdate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the student record (names, student ID; e-mail and date of birth may be cleared with null)
         * @description Access: permission STUDENT_EDIT
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dateOfBirth?: string | null;
                        email?: string | null;
                        firstName?: string;
                        lastName?: string;
                        studentNumber?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dateOfBirth: string | null;
                            email: string | null;
                            firstName: string;
                            id: number;
                            lastName: string;
                            studentNumber: string;
                            uuid: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/student-api/Student/AssignableStaff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Staff members of the caller's school a student can be assigned to (for Student/AssignStudent)
         * @description Access: permission STUDENT_EDIT
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            id: number;
                            name: string;
                            role: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/Student/AssignStudent/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign a student (a) to a staff member of the school (b: staff id; 0 removes the assignment)
         * @description Access: permission STUDENT_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    a: string;
                    b: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dependencyStatus: number;
                            isirLocked: boolean;
                            isirLockedTransaction: string | null;
                            parentInkSignAgreed: boolean;
                            parentSignatureRequired: boolean;
                            parentSignDate: string | null;
                            parentSignMethod: ("E_SIGN" | "INK") | null;
                            postcardsSentAt: string | null;
                            reviewCompletedAt: string | null;
                            reviewCompletedBy: string | null;
                            signatureComplete: boolean;
                            status: string;
                            studentID: number;
                            studentInkSignAgreed: boolean;
                            studentSignDate: string | null;
                            studentSignMethod: ("E_SIGN" | "INK") | null;
                            uuid: string;
                            verificationGroup: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/student/binder/download/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a kept binder (PDF)
         * @description Access: permission STUDENT_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contentBase64: string;
                            contentType: string;
                            fileName: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/student/ClearSignature/{id}/{flag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Clear the student's (flag false) or parent's (flag true) signature
         * @description Access: permission STUDENT_EDIT
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    flag: "true" | "false";
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dependencyStatus: number;
                            isirLocked: boolean;
                            isirLockedTransaction: string | null;
                            parentInkSignAgreed: boolean;
                            parentSignatureRequired: boolean;
                            parentSignDate: string | null;
                            parentSignMethod: ("E_SIGN" | "INK") | null;
                            postcardsSentAt: string | null;
                            reviewCompletedAt: string | null;
                            reviewCompletedBy: string | null;
                            signatureComplete: boolean;
                            status: string;
                            studentID: number;
                            studentInkSignAgreed: boolean;
                            studentSignDate: string | null;
                            studentSignMethod: ("E_SIGN" | "INK") | null;
                            uuid: string;
                            verificationGroup: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/student/createSignaturePage/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The page the student (b false) or parent (b true) signs in ink (PDF)
         * @description Access: permission STUDENT_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    a: string;
                    b: "true" | "false";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contentBase64: string;
                            contentType: string;
                            fileName: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/student/createSuperBinder/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Build and keep the super binder: both sides and every document, newest aid year
         * @description Access: permission STUDENT_EDIT
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            createdAt: string;
                            createdBy: string;
                            inkSign: boolean;
                            isForParentAccount: boolean;
                            /** @enum {string} */
                            kind: "BINDER" | "SUPER_BINDER";
                            pageCount: number;
                            size: number;
                            uuid: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/student/getBinder/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Binders and super binders kept for a student (a: id or uuid) and aid year (b)
         * @description Access: permission STUDENT_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    a: string;
                    b: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            createdAt: string;
                            createdBy: string;
                            inkSign: boolean;
                            isForParentAccount: boolean;
                            /** @enum {string} */
                            kind: "BINDER" | "SUPER_BINDER";
                            pageCount: number;
                            size: number;
                            uuid: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/student/getManyStudent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Students by id, of the caller's school (ids of other schools are left out)
         * @description Access: permission STUDENT_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            assignedTo: string | null;
                            dateOfBirth: string | null;
                            dependencyStatus: number;
                            email: string | null;
                            firstName: string;
                            id: number;
                            lastName: string;
                            parentSignDate: string | null;
                            schoolCode: string;
                            signatureComplete: boolean;
                            ssnLastFour: string | null;
                            status: string;
                            studentNumber: string;
                            studentSignDate: string | null;
                            uuid: string;
                            verificationGroup: string | null;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/student/getManyStudentByStudentAccountIDs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The students of each account id, with the account type of the link
         * @description Access: signedIn
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        studentAccountIDs: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 0 student, 1 parent, 3 other parent, 4 spouse */
                            accountType: number;
                            firstName: string;
                            id: number;
                            lastName: string;
                            status: string;
                            studentAccountID: number;
                            studentNumber: string;
                            uuid: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/student/getProcessorBinder/{id}/{flag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The student's (flag false) or parent's (flag true) processor documents as one PDF
         * @description Access: permission STUDENT_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    flag: "true" | "false";
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contentBase64: string;
                            contentType: string;
                            fileName: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/student/GetSignatureStatus/{id}/{flag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Signature status of a student (flag: true for the parent side; the answer holds both)
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    flag: "true" | "false";
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dependencyStatus: number;
                            isirLocked: boolean;
                            isirLockedTransaction: string | null;
                            parentInkSignAgreed: boolean;
                            parentSignatureRequired: boolean;
                            parentSignDate: string | null;
                            parentSignMethod: ("E_SIGN" | "INK") | null;
                            postcardsSentAt: string | null;
                            reviewCompletedAt: string | null;
                            reviewCompletedBy: string | null;
                            signatureComplete: boolean;
                            status: string;
                            studentID: number;
                            studentInkSignAgreed: boolean;
                            studentSignDate: string | null;
                            studentSignMethod: ("E_SIGN" | "INK") | null;
                            uuid: string;
                            verificationGroup: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/student/getStudent/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A student by id or uuid (staff of its school, or its own student/parent)
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            assignedTo: string | null;
                            dateOfBirth: string | null;
                            dependencyStatus: number;
                            email: string | null;
                            firstName: string;
                            id: number;
                            lastName: string;
                            parentSignDate: string | null;
                            schoolCode: string;
                            signatureComplete: boolean;
                            ssnLastFour: string | null;
                            status: string;
                            studentNumber: string;
                            studentSignDate: string | null;
                            uuid: string;
                            verificationGroup: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/student/getStudentQuickView/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quick view of a student (a: uuid) for an aid year (b)
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    a: string;
                    b: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            assignedTo: string | null;
                            dateOfBirth: string | null;
                            dependencyStatus: number;
                            email: string | null;
                            firstName: string;
                            id: number;
                            lastName: string;
                            parentSignDate: string | null;
                            schoolCode: string;
                            signatureComplete: boolean;
                            ssnLastFour: string | null;
                            status: string;
                            studentNumber: string;
                            studentSignDate: string | null;
                            taskListOpen: number;
                            taskListTotal: number;
                            uuid: string;
                            verificationGroup: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/student/inkSignAgreed/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Record that the student (b false) or parent (b true) agreed to sign in ink
         * @description Access: permission STUDENT_EDIT
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    a: string;
                    b: "true" | "false";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default true */
                        agreed?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dependencyStatus: number;
                            isirLocked: boolean;
                            isirLockedTransaction: string | null;
                            parentInkSignAgreed: boolean;
                            parentSignatureRequired: boolean;
                            parentSignDate: string | null;
                            parentSignMethod: ("E_SIGN" | "INK") | null;
                            postcardsSentAt: string | null;
                            reviewCompletedAt: string | null;
                            reviewCompletedBy: string | null;
                            signatureComplete: boolean;
                            status: string;
                            studentID: number;
                            studentInkSignAgreed: boolean;
                            studentSignDate: string | null;
                            studentSignMethod: ("E_SIGN" | "INK") | null;
                            uuid: string;
                            verificationGroup: string | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/student-api/student/ReviewComplete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review complete: signed, nothing open; submitted items become VERIFIED, the student APPROVED | APPROVED_WITH_CORRECTIONS | APPROVED_WITH_CR
         * @description Access: permission REVIEW_COMPLETE
         */
        post: {
            parameters: {
                query?: {
                    aidYear?: number;
                    altVerifiedStatus?: "APPROVED" | "APPROVED_WITH_CORRECTIONS" | "APPROVED_WITH_CR";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dependencyStatus: number;
                            isirLocked: boolean;
                            isirLockedTransaction: string | null;
                            parentInkSignAgreed: boolean;
                            parentSignatureRequired: boolean;
                            parentSignDate: string | null;
                            parentSignMethod: ("E_SIGN" | "INK") | null;
                            postcardsSentAt: string | null;
                            reviewCompletedAt: string | null;
                            reviewCompletedBy: string | null;
                            signatureComplete: boolean;
                            status: string;
                            studentID: number;
                            studentInkSignAgreed: boolean;
                            studentSignDate: string | null;
                            studentSignMethod: ("E_SIGN" | "INK") | null;
                            uuid: string;
                            verificationGroup: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/student/studentLookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find a student by last name, date of birth and SSN last four or student id; returns a short-lived token to create an account
         * @description Access: public
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dateOfBirth: string;
                        lastName: string;
                        PURL?: string;
                        SchoolCode?: string;
                        ssnLastFour?: string;
                        studentNumber?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountTypesTaken: number[];
                            aidYear: number;
                            creationToken: string;
                            expiresAt: string;
                            firstName: string;
                            found: boolean;
                            hasStudentAccount: boolean;
                            isDependent: boolean;
                            schoolCode: string;
                            uuid: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/student/updateConfirmedCorrectionAutoVerifyStatus/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run the published correction auto-verify flow for a student (a: aid year, b: student id or uuid): confirmed corrections move the student on, otherwise to review with the reason
         * @description Access: permission STUDENT_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    a: number;
                    b: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            confirmedCorrections: number;
                            outcome: string | null;
                            ran: boolean;
                            reason: string | null;
                            studentStatus: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/student/updateEsignOptOut/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opt the student (b false) or parent (b true) out of (or back into) e-signing
         * @description Access: signedIn
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    a: string;
                    b: "true" | "false";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        optOut: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dependencyStatus: number;
                            isirLocked: boolean;
                            isirLockedTransaction: string | null;
                            parentInkSignAgreed: boolean;
                            parentSignatureRequired: boolean;
                            parentSignDate: string | null;
                            parentSignMethod: ("E_SIGN" | "INK") | null;
                            postcardsSentAt: string | null;
                            reviewCompletedAt: string | null;
                            reviewCompletedBy: string | null;
                            signatureComplete: boolean;
                            status: string;
                            studentID: number;
                            studentInkSignAgreed: boolean;
                            studentSignDate: string | null;
                            studentSignMethod: ("E_SIGN" | "INK") | null;
                            uuid: string;
                            verificationGroup: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/student/userSearch/false": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search the students of the caller's school (allSchools: every school of the staff member, with CROSS_SCHOOL_SEARCH) by name, e-mail, student id, SSN last four; close names when nothing matches
         * @description Access: permission STUDENT_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        after?: string | null;
                        /** @default false */
                        allSchools?: boolean;
                        /** @default 1 */
                        page?: number;
                        /** @default 25 */
                        pageSize?: number;
                        /**
                         * @default ANY
                         * @enum {string}
                         */
                        searchField?: "ANY" | "NAME" | "EMAIL" | "STUDENT_NUMBER" | "SSN_LAST_FOUR";
                        /** @default  */
                        searchValue?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            endCursor: string | null;
                            fuzzy: boolean;
                            hasNextPage: boolean;
                            items: {
                                assignedTo: string | null;
                                dateOfBirth: string | null;
                                dependencyStatus: number;
                                email: string | null;
                                firstName: string;
                                id: number;
                                lastName: string;
                                parentSignDate: string | null;
                                schoolCode: string;
                                signatureComplete: boolean;
                                ssnLastFour: string | null;
                                status: string;
                                studentNumber: string;
                                studentSignDate: string | null;
                                uuid: string;
                                verificationGroup: string | null;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/studentAccount/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a linked account's name, mobile number (null clears it) or where its sign-in codes go
         * @description Access: permission STUDENT_EDIT
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstName?: string;
                        lastName?: string;
                        /** @enum {string} */
                        mfaOption?: "EMAIL" | "SMS";
                        phone?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            firstName: string;
                            id: number;
                            lastName: string;
                            /** @enum {string} */
                            mfaOption: "EMAIL" | "SMS";
                            phone: string | null;
                            phoneConfirmedAt: string | null;
                            username: string;
                            uuid: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/student-api/studentAccount/getManyStudentAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accounts by id with the students each serves (staff: their school; students and parents: accounts on their own students)
         * @description Access: signedIn
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            firstName: string;
                            hasPassword: boolean;
                            id: number;
                            lastName: string;
                            /** @enum {string} */
                            mfaOption: "EMAIL" | "SMS";
                            phone: string | null;
                            studentList: {
                                accountType: number;
                                id: number;
                            }[];
                            username: string;
                            uuid: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/studentAccount/getStudentAccountsByUUID/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accounts linked to a student (0 student, 1 parent, 3 other parent, 4 spouse)
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountType: number;
                            eSignOptOut: boolean;
                            firstName: string;
                            id: number;
                            lastName: string;
                            username: string;
                            uuid: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/StudentAccountHistory/getStudentAccountHistoryByStudentID/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Changes to the student's linked accounts
         * @description Access: permission STUDENT_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            action: string;
                            changedAt: string;
                            changedBy: string | null;
                            details: {
                                [key: string]: unknown;
                            };
                            id: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/studentAccountLink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link an existing account of the school to a student (1 parent, 3 other parent, 4 spouse; 0 the student, once)
         * @description Access: permission STUDENT_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        accountType: 0 | 1 | 3 | 4;
                        studentAccountID: number;
                        studentID: number | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountType: number;
                            eSignOptOut: boolean;
                            eSignOptOutDate: string | null;
                            id: number;
                            studentAccountID: number;
                            studentID: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/StudentAccountLink/getMany": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Account links (with the account) of many students or accounts in one call
         * @description Access: signedIn
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        studentAccountIDs?: number[];
                        studentIDs?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 0 student, 1 parent, 3 other parent, 4 spouse */
                            accountType: number;
                            eSignOptOut: boolean;
                            eSignOptOutDate: string | null;
                            firstName: string;
                            id: number;
                            lastName: string;
                            /** @enum {string} */
                            mfaOption: "EMAIL" | "SMS";
                            /**
                             * @description The language the account holder reads the portal and its messages in (their own choice)
                             * @enum {string}
                             */
                            preferredLanguage: "en" | "es";
                            studentAccountID: number;
                            studentID: number;
                            username: string;
                            uuid: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/StudentAccountLink/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Account links (with the account) of students or accounts
         * @description Access: permission STUDENT_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        studentAccountIDs?: number[];
                        studentIDs?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description 0 student, 1 parent, 3 other parent, 4 spouse */
                            accountType: number;
                            eSignOptOut: boolean;
                            eSignOptOutDate: string | null;
                            firstName: string;
                            id: number;
                            lastName: string;
                            /** @enum {string} */
                            mfaOption: "EMAIL" | "SMS";
                            /**
                             * @description The language the account holder reads the portal and its messages in (their own choice)
                             * @enum {string}
                             */
                            preferredLanguage: "en" | "es";
                            studentAccountID: number;
                            studentID: number;
                            username: string;
                            uuid: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/studentAccountService/accountSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in account: e-mail, masked phone, MFA option, linked students
         * @description Access: user
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountID: number;
                            firstName: string;
                            lastName: string;
                            /** @enum {string} */
                            mfaOption: "EMAIL" | "SMS";
                            phone: string | null;
                            phoneConfirmed: boolean;
                            students: {
                                accountType: number;
                                firstName: string;
                                id: number;
                                lastName: string;
                                uuid: string;
                            }[];
                            username: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/studentAccountService/adminCreateAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * /adminAccountCreation: staff make a student or parent account for a student of the school; it gets the task list, the welcome e-mail and a link to choose a password
         * @description Access: permission STUDENT_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        accountType: 0 | 1 | 3 | 4;
                        /** Format: email */
                        email: string;
                        firstName: string;
                        lastName: string;
                        locationHREF?: string;
                        /**
                         * @description The language the person reads (issue 26), English when not given: the welcome e-mail, the link to choose a password and later messages follow it
                         * @enum {string}
                         */
                        preferredLanguage?: "en" | "es";
                        /** Format: uuid */
                        studentUuid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountID: number;
                            accountType: number;
                            message: string;
                            messageSent: boolean;
                            studentUuid: string;
                            taskListItemsCreated: number;
                            username: string;
                            uuid: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/studentAccountService/GetKeycloakUserByUsername/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A student or parent account of the school by username (e-mail): whether it can sign in, how it gets codes, whom it serves ('User not found' otherwise)
         * @description Access: permission STUDENT_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            enabled: boolean;
                            firstName: string;
                            hasPassword: boolean;
                            id: number;
                            lastName: string;
                            lastSignInAt: string | null;
                            /** @enum {string} */
                            mfaOption: "EMAIL" | "SMS";
                            phone: string | null;
                            phoneConfirmedAt: string | null;
                            students: {
                                /** @description 0 student, 1 parent, 3 other parent, 4 spouse */
                                accountType: number;
                                firstName: string;
                                id: number;
                                lastName: string;
                                status: string;
                                studentAccountID: number;
                                studentNumber: string;
                                uuid: string;
                            }[];
                            username: string;
                            uuid: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/studentAccountService/SetTemporaryPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a temporary password for a student or parent account of the school (generated when none is given); with Keycloak on its realm user too, to be replaced at sign-in (502 when Keycloak cannot be updated)
         * @description Access: permission STUDENT_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password?: string;
                        username: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            temporaryPassword: string;
                            username: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/StudentAttribute/getParentProfile/{id}/{year}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The parent as the aid year's ISIR reports them (no SSN), with the parent accounts linked to the student
         * @description Access: permission STUDENT_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    year: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accounts: {
                                accountType: number;
                                firstName: string;
                                id: number;
                                lastName: string;
                                phone: string | null;
                                username: string;
                            }[];
                            aidYear: number;
                            parentSignatureRequired: boolean;
                            /** @description The parent's identity as the ISIR reports it (a field the layout lacks is absent) */
                            reportedOnIsir: {
                                dateOfBirth?: string | null;
                                emailAddress?: string | null;
                                firstName?: string | null;
                                lastName?: string | null;
                                middleName?: string | null;
                            } | null;
                            studentID: number;
                            transactionNumber: number | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/StudentAttribute/getStudentAttribute/{id}/{year}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the aid year's current ISIR says about the student (dependency, SAI, tracking flag, selection, codes) and their profile
         * @description Access: permission STUDENT_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    year: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            commentCodes: string[];
                            dependencyModel: string | null;
                            hasIsir: boolean;
                            /** @description The student's own profile for the aid year */
                            profile: {
                                [key: string]: unknown;
                            } | null;
                            rejectCodes: string | null;
                            sai: number | null;
                            selectedForVerification: string | null;
                            studentID: number;
                            trackingFlag: string | null;
                            transactionNumber: number | null;
                            transactionProcessDate: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/StudentAttribute/search/{year}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attributes of many students of the school for an aid year in one call
         * @description Access: permission STUDENT_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    year: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        studentIDs: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            commentCodes: string[];
                            dependencyModel: string | null;
                            /** @description The student's own profile for the aid year */
                            profile: {
                                [key: string]: unknown;
                            } | null;
                            rejectCodes: string | null;
                            sai: number | null;
                            selectedForVerification: string | null;
                            studentID: number;
                            trackingFlag: string | null;
                            transactionNumber: number | null;
                            transactionProcessDate: string | null;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/StudentAttributeHistory/search/{year}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What later ISIR transactions changed for a student in an aid year (SAI, dependency, selection)
         * @description Access: permission STUDENT_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    year: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        studentID: number | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            changedAt: string;
                            field: string;
                            id: number;
                            newValue: string | null;
                            oldValue: string | null;
                            transactionNumber: number | null;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/StudentCommentCodeLink/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Resolve (or reopen) a comment code of a student
         * @description Access: permission STUDENT_EDIT
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        resolved: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            code: string;
                            description: string;
                            display: boolean;
                            id: number;
                            onCurrentIsir: boolean;
                            resolved: boolean;
                            resolvedAt: string | null;
                            resolvedBy: string | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/student-api/StudentCommentCodeLink/GetByUUID/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Comment codes of the student's current ISIR, with their meaning and whether staff resolved them
         * @description Access: permission STUDENT_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            code: string;
                            description: string;
                            display: boolean;
                            id: number;
                            onCurrentIsir: boolean;
                            resolved: boolean;
                            resolvedAt: string | null;
                            resolvedBy: string | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/StudentHistory/getStudentHistoryByStudentID/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Field changes of the student record, newest first
         * @description Access: permission STUDENT_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            changedAt: string;
                            changedBy: string | null;
                            field: string;
                            id: number;
                            newValue: string | null;
                            oldValue: string | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/StudentInterviewLink/GetCRCodeHeadlineStatusByStudentID/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether comment and reject codes still need work (newest aid year with an ISIR): OPEN, RESOLVED or NONE, with the counts
         * @description Access: permission STUDENT_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            commentCodes: number;
                            /** @enum {string} */
                            headline: "OPEN" | "RESOLVED" | "NONE";
                            openCommentCodeItems: number;
                            rejectCodes: string[];
                            studentID: number;
                            transactionNumber: number | null;
                            unresolvedCommentCodes: number;
                        } | {
                            aidYear: null;
                            commentCodes: number;
                            /** @enum {string} */
                            headline: "OPEN" | "RESOLVED" | "NONE";
                            openCommentCodeItems: number;
                            rejectCodes: string[];
                            studentID: number;
                            unresolvedCommentCodes: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/studentInterviewLink/taskListSearch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Task list items of one or more students for an aid year; filtered leaves out AUTO_VERIFIED and NOT_REQUIRED
         * @description Access: signedIn
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear?: number;
                        /** @default true */
                        filtered?: boolean;
                        isForParentAccount?: boolean;
                        newAidYear?: number;
                        studentID?: number;
                        studentIDs?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            dueDate: string | null;
                            id: number;
                            interviewType: {
                                id: number;
                                name: string;
                                nameSpanish: string | null;
                                typeCode: string;
                            };
                            isForParentAccount: boolean;
                            questionText: string | null;
                            studentID: number;
                            /** @enum {string} */
                            studentInterviewLinkStatus: "NEW" | "IN_PROGRESS" | "SUBMITTED" | "NEEDS_CORRECTION" | "VERIFIED" | "NOT_REQUIRED" | "AUTO_VERIFIED";
                            updatedAt: string;
                            uuid: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/StudentInterviewLink/VerifyAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Verify every unresolved task list item of a student's aid year
         * @description Access: permission STUDENT_EDIT
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear: number;
                        studentID: number | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            studentID: number;
                            verified: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/student-api/StudentInterviewLinkMemo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a memo to a task list item
         * @description Access: permission STUDENT_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        studentInterviewLinkID: number;
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authorName: string;
                            createdAt: string;
                            id: number;
                            studentID: number;
                            studentInterviewLinkID: number;
                            text: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/StudentInterviewLinkMemo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a task list memo
         * @description Access: permission STUDENT_EDIT
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deleted: boolean;
                            id: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change the text of a task list memo
         * @description Access: permission STUDENT_EDIT
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authorName: string;
                            createdAt: string;
                            id: number;
                            studentID: number;
                            studentInterviewLinkID: number;
                            text: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/student-api/StudentInterviewLinkMemo/getManyStudentInterviewLinkMemosByStudentID/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every task list memo of a student, newest first
         * @description Access: permission STUDENT_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authorName: string;
                            createdAt: string;
                            id: number;
                            studentID: number;
                            studentInterviewLinkID: number;
                            text: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/StudentInterviewLinkMemo/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Task list memos of a student or of task list items, optionally containing a text
         * @description Access: permission STUDENT_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        studentID?: number;
                        studentInterviewLinkIDs?: number[];
                        text?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authorName: string;
                            createdAt: string;
                            id: number;
                            studentID: number;
                            studentInterviewLinkID: number;
                            text: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/studentInterviewLinkSupportingDocument/getAllStudentInterviewLinkSupportingDocuments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Documents uploaded on a task list item (id), current versions: staff of the school or the linked student or parent
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contentType: string;
                            createdAt: string;
                            fileName: string;
                            id: number;
                            questionID: number;
                            questionText: string | null;
                            size: number;
                            studentInterviewLinkID: number;
                            uuid: string;
                            versionID: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/studentLookupLinked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The students the signed-in account serves (a parent may have several)
         * @description Access: user
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountType: number;
                            firstName: string;
                            id: number;
                            lastName: string;
                            uuid: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/studentProfile/{uuid}/{aidYear}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A student's contact profile for an aid year
         * @description Access: signedIn
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aidYear: number;
                    uuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            profile: {
                                city?: string | null;
                                phone?: string | null;
                                preferredName?: string | null;
                                state?: string | null;
                                street?: string | null;
                                zip?: string | null;
                            };
                            studentUuid: string;
                            updatedAt: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/StudentStatusHistory/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A student's status changes, newest first
         * @description Access: permission STUDENT_VIEW
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        studentID: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            changedAt: string;
                            changedBy: string | null;
                            field: string;
                            id: number;
                            newValue: string | null;
                            oldValue: string | null;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/UpdateMFAOption": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Where sign-in codes go: EMAIL, or SMS to a confirmed mobile number
         * @description Access: signedIn
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        AccountID?: number;
                        /** @enum {string} */
                        mfaOption: "EMAIL" | "SMS";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            mfaOption: "EMAIL" | "SMS";
                            success: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/UpdateMFAToFirst/{x}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send sign-in codes of account x by e-mail again (the first option)
         * @description Access: signedIn
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    x: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            mfaOption: "EMAIL" | "SMS";
                            success: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/UpdatePreferredLanguage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The language of the portal and of the messages a student or parent gets (the caller's own account)
         * @description Access: user
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        AccountID?: number;
                        /** @enum {string} */
                        preferredLanguage: "en" | "es";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            preferredLanguage: "en" | "es";
                            success: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/updateStudentInterviewLink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a task list item: status (NEW reopens, NOT_REQUIRED waives, NEEDS_CORRECTION and VERIFIED after submission), note, due date
         * @description Access: permission STUDENT_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dueDate?: string | null;
                        QuestionText?: string | null;
                        StudentInterviewLinkID: number | string;
                        /** @enum {string} */
                        studentInterviewLinkStatus?: "NEW" | "NEEDS_CORRECTION" | "VERIFIED" | "NOT_REQUIRED";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            dueDate: string | null;
                            id: number;
                            interviewType: {
                                id: number;
                                name: string;
                                nameSpanish: string | null;
                                typeCode: string;
                            };
                            isForParentAccount: boolean;
                            questionText: string | null;
                            signedAt: string | null;
                            signedName: string | null;
                            studentID: number;
                            /** @enum {string} */
                            studentInterviewLinkStatus: "NEW" | "IN_PROGRESS" | "SUBMITTED" | "NEEDS_CORRECTION" | "VERIFIED" | "NOT_REQUIRED" | "AUTO_VERIFIED";
                            studentUuid: string;
                            submittedAt: string | null;
                            uuid: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/updateStudentProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A student's contact profile for an aid year (the student, their parent, or staff with STUDENT_EDIT)
         * @description Access: signedIn
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aidYear: number;
                        profile: {
                            city?: string | null;
                            phone?: string | null;
                            preferredName?: string | null;
                            state?: string | null;
                            street?: string | null;
                            zip?: string | null;
                        };
                        /** Format: uuid */
                        studentUuid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            profile: {
                                city?: string | null;
                                phone?: string | null;
                                preferredName?: string | null;
                                state?: string | null;
                                street?: string | null;
                                zip?: string | null;
                            };
                            studentUuid: string;
                            updatedAt: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/updateStudentVerificationGroup/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign a student to a verification group (a: student, b: V1 | V2 | V3 | V4 | V5 | V6)
         * @description Access: permission STUDENT_EDIT
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    a: string;
                    b: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dependencyStatus: number;
                            isirLocked: boolean;
                            isirLockedTransaction: string | null;
                            parentInkSignAgreed: boolean;
                            parentSignatureRequired: boolean;
                            parentSignDate: string | null;
                            parentSignMethod: ("E_SIGN" | "INK") | null;
                            postcardsSentAt: string | null;
                            reviewCompletedAt: string | null;
                            reviewCompletedBy: string | null;
                            signatureComplete: boolean;
                            status: string;
                            studentID: number;
                            studentInkSignAgreed: boolean;
                            studentSignDate: string | null;
                            studentSignMethod: ("E_SIGN" | "INK") | null;
                            uuid: string;
                            verificationGroup: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/verification/getBiographicalInformation/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The student record beside the current ISIR's identity fields (a: student, b: aid year), with mismatches
         * @description Access: permission STUDENT_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    a: string;
                    b: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            dependencyModel: string | null;
                            dependencyStatus: number;
                            fields: {
                                field: string;
                                isir: string | null;
                                label: string;
                                matches: boolean;
                                student: string | null;
                            }[];
                            isirTransaction: number | null;
                            mismatches: string[];
                            studentID: number;
                            studentNumber?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/verification/getCorrectionSummaries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A student's ISIR corrections (waiting, exported, withdrawn) with counts per aid year
         * @description Access: permission STUDENT_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            corrections: {
                                aidYear: number;
                                attributeName: string;
                                batchID: number | null;
                                confirmedByFps: boolean;
                                correctedValue: string;
                                cpsNumber: number;
                                createdAt: string;
                                createdBy: string;
                                displayName: string;
                                exportedAt: string | null;
                                /** @description The correction file it was exported in */
                                fileName: string | null;
                                id: number;
                                isirRecordID: number;
                                isirValue: string;
                                /** @enum {string} */
                                status: "PENDING" | "EXPORTED" | "CANCELLED";
                                studentID: number;
                                studentName: string;
                                studentUuid: string;
                            }[];
                            studentID: number;
                            summaries: {
                                aidYear: number;
                                confirmed: number;
                                exported: number;
                                pending: number;
                                withdrawn: number;
                            }[];
                            uuid: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/verification/getVerificationState/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where verification stands (a: student, b: aid year): task list counts, signatures, ISIR selection, what is missing
         * @description Access: permission STUDENT_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    a: string;
                    b: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            isirLocked: boolean;
                            isirTransaction: number | null;
                            missing: string[];
                            openItems: number;
                            readyForReview: boolean;
                            sai: number | null;
                            selectedForVerification: string | null;
                            signatureComplete: boolean;
                            status: string;
                            studentID: number;
                            submittedItems: number;
                            taskListCounts: {
                                count: number;
                                /** @enum {string} */
                                status: "NEW" | "IN_PROGRESS" | "SUBMITTED" | "NEEDS_CORRECTION" | "VERIFIED" | "NOT_REQUIRED" | "AUTO_VERIFIED";
                            }[];
                            trackingFlag: string | null;
                            unresolvedCommentCodes: number;
                            verificationGroup: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/verifySMSToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the texted code; the mobile number is confirmed when it matches
         * @description Access: user
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        smsToken: string;
                        studentUuid?: string;
                        username?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            success: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/worklist/{a}/{b}/{aidYear}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A worklist page (a: review | approved | approvedWithCorrections | approvedWithCR, b: page number, or csv for the whole list)
         * @description Access: staff
         */
        get: {
            parameters: {
                query?: {
                    after?: string;
                    assignedToMe?: "true" | "false";
                    descending?: "true" | "false";
                    filter?: string;
                    pageSize?: number;
                    sort?: "name" | "studentNumber" | "verificationGroup" | "updatedAt" | "assignedTo";
                    verificationGroup?: "V1" | "V2" | "V3" | "V4" | "V5" | "V6";
                };
                header?: never;
                path: {
                    a: string;
                    aidYear: number;
                    b: "csv" | number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            endCursor: string | null;
                            hasNextPage: boolean;
                            items: {
                                assignedTo: string | null;
                                dateOfBirth: string | null;
                                dependencyStatus: number;
                                email: string | null;
                                firstName: string;
                                id: number;
                                lastName: string;
                                parentSignDate: string | null;
                                schoolCode: string;
                                signatureComplete: boolean;
                                ssnLastFour: string | null;
                                status: string;
                                studentNumber: string;
                                studentSignDate: string | null;
                                updatedAt: string;
                                uuid: string;
                                verificationGroup: string | null;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                            worklist: string;
                        } | {
                            csv: string;
                            fileName: string;
                            rows: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-api/worklist/summary/{aidYear}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Counts for the staff home page: students by status, new and submitted task list items, assigned to me
         * @description Access: permission STUDENT_VIEW
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aidYear: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            aidYear: number;
                            assignedToMe: number;
                            byStatus: {
                                count: number;
                                status: string;
                            }[];
                            newTaskListItems: number;
                            submittedTaskListItems: number;
                            totalStudents: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
