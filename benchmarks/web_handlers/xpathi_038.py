from django.http import JsonResponse
from django.urls import path
from lxml import etree

CATALOG = "/srv/app/data/catalog.xml"


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


def books_by(request):
    """Books by."""
    author = request.COOKIES.get("author", "")
    author = normalise(author)
    tree = etree.parse(CATALOG)
    titles = tree.xpath("//book[author=$author]/title/text()", author=author)
    return JsonResponse({"titles": [str(t) for t in titles]})


urlpatterns = [path("books-by/", books_by)]
