import html

from fastapi import FastAPI, Query
from fastapi.responses import HTMLResponse

app = FastAPI()

PAGE = """<!doctype html>
<html><body>
<form action="/search" method="get">
  <input type="search" name="q" value="{query}" autofocus>
  <button>Search</button>
</form>
<p>{count} results</p>
<ul>{items}</ul>
</body></html>"""
DOCS = ["Getting started", "Deploying with Docker", "Search syntax"]


def search_index(term: str) -> list[str]:
    return [doc for doc in DOCS if term.lower() in doc.lower()]


@app.get("/search", response_class=HTMLResponse)
def search(q: str = Query("", max_length=200)):
    shown = html.escape(q, quote=False)
    hits = search_index(q)
    items = "".join(f"<li>{html.escape(hit)}</li>" for hit in hits)
    return HTMLResponse(PAGE.format(query=shown, count=len(hits), items=items))
