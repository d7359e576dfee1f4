import json

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods
from lxml import etree

CATALOG = "/srv/app/data/catalog.xml"


def run_books_by(author):
    """Books by for one value."""
    tree = etree.parse(CATALOG)
    titles = tree.xpath("//book[author='" + author + "']/title/text()")
    return {"titles": [str(t) for t in titles]}


@require_http_methods(["POST"])
def books_by(request):
    """Books by."""
    author = json.loads(request.body or b"{}").get("author", "")
    num = 8
    author = author if num % 2 == 1 else "Anonymous"
    result = run_books_by(author)
    return JsonResponse(result)


urlpatterns = [path("books-by/", books_by)]
