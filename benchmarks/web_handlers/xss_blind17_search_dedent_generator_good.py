import html
import textwrap

from flask import Blueprint, request

search = Blueprint("search", __name__)
PAGE = textwrap.dedent("""\
    <html><body>
    <h2>Results for {query}</h2>
    <ul>{items}</ul>
    </body></html>
""")


def rows(terms):
    for term in terms:
        yield f"<li>{term}</li>"


@search.get("/search")
def results():
    terms = [html.escape(t) for t in request.args.getlist("t")]
    return PAGE.format(query=", ".join(terms), items="".join(rows(terms)))
