from django.http import HttpResponse


def echo(request):
    response = HttpResponse()
    response.write("<p>You searched for ")
    response.write(request.GET.get("q", ""))
    response.write("</p>")
    return response
