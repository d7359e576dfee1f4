from django.http import JsonResponse
from django.urls import path
from lxml import etree

CATALOG = "/srv/app/data/catalog.xml"


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def books_by(request):
    """Books by."""
    author = param(request, "author")
    author = author.strip()
    tree = etree.parse(CATALOG)
    titles = tree.xpath("//book[author='" + author + "']/title/text()")
    return JsonResponse({"titles": [str(t) for t in titles]})


urlpatterns = [path("books-by/", books_by)]
