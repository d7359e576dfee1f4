from django.http import HttpResponse
from django.utils.html import escape


def echo(request):
    response = HttpResponse()
    response.write("<p>You searched for ")
    response.write(escape(request.GET.get("q", "")))
    response.write("</p>")
    return response
