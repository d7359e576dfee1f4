from django.http import JsonResponse
from django.urls import path
from lxml import etree

CATALOG = "/srv/app/data/catalog.xml"


def books_by(request, author):
    """Books by."""
    author = author[:200]
    tree = etree.parse(CATALOG)
    titles = tree.xpath("//book[author='" + author + "']/title/text()")
    return JsonResponse({"titles": [str(t) for t in titles]})


urlpatterns = [path("books-by/<str:author>/", books_by)]
