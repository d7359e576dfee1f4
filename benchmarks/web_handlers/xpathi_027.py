from django.http import JsonResponse
from django.urls import path
from lxml import etree

CATALOG = "/srv/app/data/catalog.xml"


def books_by(request):
    """Books by."""
    author = request.GET.dict().get("author", "")
    num = 8
    author = author if num % 2 == 1 else "Anonymous"
    tree = etree.parse(CATALOG)
    titles = tree.xpath("//book[author='" + author + "']/title/text()")
    return JsonResponse({"titles": [str(t) for t in titles]})


urlpatterns = [path("books-by/", books_by)]
