#!/usr/bin/env python3
"""Exports a worklist and the school's students to CSV through the aidverify gateway with an API token.

    AIDVERIFY_TOKEN=avt_... python3 examples/python/export_reports.py --aid-year 2027 \
        [--worklist REVIEW] [--page-size 200] [--out ./exports] [--url http://localhost:4000]

Needs only `requests` (pip install requests). Make the token on /userSettings; a read-only one is enough.
Pages are fetched one after the other; a 429 is waited out for as long as its Retry-After says.
"""
import argparse
import csv
import os
import sys
import time

import requests

STUDENT_FIELDS = """
fragment ExportedStudent on Student {
  id uuid studentNumber firstName lastName email status verificationGroup dependencyStatus signatureComplete assignedTo
}
"""
WORKLIST_PAGE = """
query WorklistExportPage($input: WorklistInput!) {
  worklist(input: $input) { total page pageSize items { ...ExportedStudent } }
}
""" + STUDENT_FIELDS
# Every student of the token's school (an empty name matches everyone); switch to the AllStudentsReport query
# once the reports exist.
STUDENT_PAGE = """
query StudentExportPage($input: StudentSearchInput!) {
  searchStudents(input: $input) { total page pageSize items { ...ExportedStudent } }
}
""" + STUDENT_FIELDS
COLUMNS = ["id", "uuid", "studentNumber", "firstName", "lastName", "email", "status", "verificationGroup",
           "dependencyStatus", "signatureComplete", "assignedTo"]
WORKLISTS = ["REVIEW", "APPROVED", "APPROVED_WITH_CORRECTIONS", "APPROVED_WITH_CR"]


def graphql(session, url, query, variables):
    """One request; a 429 is retried after its Retry-After."""
    while True:
        response = session.post(url.rstrip("/") + "/graphql", json={"query": query, "variables": variables}, timeout=120)
        if response.status_code == 429:
            time.sleep(int(response.headers.get("Retry-After", "1")))
            continue
        body = response.json()
        if body.get("errors") or not body.get("data"):
            messages = "; ".join(e["message"] for e in body.get("errors", [])) or str(response.status_code)
            raise SystemExit("The gateway refused the request: " + messages)
        return body["data"]


def export_pages(file_name, fetch_page):
    """Writes every page to file_name; memory holds one page at a time. Returns the number of rows."""
    written = 0
    with open(file_name, "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(COLUMNS)
        page = 1
        while True:
            result = fetch_page(page)
            for row in result["items"]:
                writer.writerow(["" if row[c] is None else str(row[c]).lower() if isinstance(row[c], bool) else row[c]
                                 for c in COLUMNS])
            written += len(result["items"])
            if not result["items"] or written >= result["total"]:
                return written
            page += 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default=os.environ.get("AIDVERIFY_URL", "http://localhost:4000"))
    parser.add_argument("--aid-year", type=int, required=True, help="e.g. 2027 for 2026-27")
    parser.add_argument("--worklist", default="REVIEW", choices=WORKLISTS)
    parser.add_argument("--page-size", type=int, default=200, help="1 to 500 (students: at most 200)")
    parser.add_argument("--out", default="exports")
    args = parser.parse_args()
    token = os.environ.get("AIDVERIFY_TOKEN")
    if not token:
        sys.exit("Set AIDVERIFY_TOKEN to an API token (make one on /userSettings)")
    if not 1 <= args.page_size <= 500:
        sys.exit("--page-size is 1 to 500")
    os.makedirs(args.out, exist_ok=True)
    session = requests.Session()
    session.headers["Authorization"] = "Bearer " + token

    worklist_file = os.path.join(args.out, "worklist-%s-%d.csv" % (args.worklist.lower(), args.aid_year))
    rows = export_pages(worklist_file, lambda page: graphql(session, args.url, WORKLIST_PAGE, {"input": {
        "worklist": args.worklist, "aidYear": args.aid_year, "page": page, "pageSize": args.page_size}})["worklist"])
    print("%d rows -> %s" % (rows, worklist_file))

    students_file = os.path.join(args.out, "students-%d.csv" % args.aid_year)
    rows = export_pages(students_file, lambda page: graphql(session, args.url, STUDENT_PAGE, {"input": {
        "text": "", "field": "NAME", "page": page, "pageSize": min(args.page_size, 200)}})["searchStudents"])
    print("%d rows -> %s" % (rows, students_file))


if __name__ == "__main__":
    main()
