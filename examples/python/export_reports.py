#!/usr/bin/env python3
"""Exports a worklist and the All Students report to CSV through the aidverify gateway with an API token.

    AIDVERIFY_TOKEN=avt_... python3 examples/python/export_reports.py --aid-year 2027 \
        [--worklist REVIEW] [--page-size 200] [--out ./exports] [--url http://localhost:4000]

Needs only `requests` (pip install requests). Make the token on /userSettings; a read-only one is enough.
Both lists are walked by cursor: each page is the rows after the previous page's endCursor, so students added or
removed meanwhile shift nothing. Pages are fetched one after the other; a 429 is waited out for its Retry-After.
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
query WorklistExportPage($input: WorklistInput!, $first: Int!, $after: String) {
  worklistConnection(input: $input, first: $first, after: $after) {
    totalCount nodes { ...ExportedStudent } pageInfo { endCursor hasNextPage }
  }
}
""" + STUDENT_FIELDS
# The students of one aid year as the office counts them: the All Students report, by student name.
STUDENTS_REPORT_PAGE = """
query AllStudentsReportPage($aidYear: Int!, $first: Int!, $after: String) {
  reportConnection(input: { name: "AllStudentsReport", aidYear: $aidYear }, first: $first, after: $after) {
    columns { key label } totalCount nodes { studentUuid cells } pageInfo { endCursor hasNextPage }
  }
}
"""
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


def cell(value):
    """A CSV field as the TypeScript example writes it (true/false in lower case, empty for none)."""
    if value is None:
        return ""
    return str(value).lower() if isinstance(value, bool) else value


def export_by_cursor(file_name, fetch_page, line):
    """Writes every page to file_name, each asked for after the previous page's endCursor; memory holds one page.
    fetch_page(after) returns (header, connection). Returns the number of rows."""
    written = 0
    after = None
    with open(file_name, "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        first = True
        while True:
            header, page = fetch_page(after)
            if first:
                writer.writerow(header)
                first = False
            for node in page["nodes"]:
                writer.writerow([cell(v) for v in line(node)])
            written += len(page["nodes"])
            info = page["pageInfo"]
            if not info["hasNextPage"] or not info["endCursor"]:
                return written
            after = info["endCursor"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default=os.environ.get("AIDVERIFY_URL", "http://localhost:4000"))
    parser.add_argument("--aid-year", type=int, required=True, help="e.g. 2027 for 2026-27")
    parser.add_argument("--worklist", default="REVIEW", choices=WORKLISTS)
    parser.add_argument("--page-size", type=int, default=200, help="rows per request, 1 to 500")
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

    def worklist_page(after):
        page = graphql(session, args.url, WORKLIST_PAGE, {
            "input": {"worklist": args.worklist, "aidYear": args.aid_year},
            "first": args.page_size, "after": after})["worklistConnection"]
        return COLUMNS, page

    rows = export_by_cursor(worklist_file, worklist_page, lambda node: [node[c] for c in COLUMNS])
    print("%d rows -> %s" % (rows, worklist_file))

    students_file = os.path.join(args.out, "students-%d.csv" % args.aid_year)

    def students_page(after):
        page = graphql(session, args.url, STUDENTS_REPORT_PAGE, {
            "aidYear": args.aid_year, "first": args.page_size, "after": after})["reportConnection"]
        return ["studentUuid"] + [c["key"] for c in page["columns"]], page

    rows = export_by_cursor(students_file, students_page, lambda node: [node["studentUuid"]] + node["cells"])
    print("%d rows -> %s" % (rows, students_file))


if __name__ == "__main__":
    main()
