from django.http import JsonResponse
from django.urls import path
from lxml import etree

CATALOG = "/srv/app/data/catalog.xml"


def run_books_by(author):
    """Books by for one value."""
    tree = etree.parse(CATALOG)
    titles = tree.xpath("//book[author='" + author + "']/title/text()")
    return {"titles": [str(t) for t in titles]}


def books_by(request):
    """Books by."""
    author = request.META.get("HTTP_X_AUTHOR", "")
    candidates = ["Anonymous"]
    candidates.append(author)
    author = candidates[-1]
    result = run_books_by(author)
    return JsonResponse(result)


urlpatterns = [path("books-by/", books_by)]
