from django.http import JsonResponse
from django.urls import path
from lxml import etree

CATALOG = "/srv/app/data/catalog.xml"


def books_by(request):
    """Books by."""
    author = request.META.get("HTTP_X_AUTHOR", "")
    cleaned = ""
    for ch in author:
        if ch.isprintable():
            cleaned += ch
    author = cleaned
    tree = etree.parse(CATALOG)
    titles = tree.xpath("//book[author=$author]/title/text()", author=author)
    return JsonResponse({"titles": [str(t) for t in titles]})


urlpatterns = [path("books-by/", books_by)]
